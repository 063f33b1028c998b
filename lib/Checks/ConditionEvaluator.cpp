//===- ConditionEvaluator.cpp ---------------------------------------------===//
#include "Checks/ConditionEvaluator.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include <cctype>

using namespace hipport;

namespace {

struct ConditionToken {
  enum Kind { Number, Identifier, Punct, End } K = End;
  std::string Text;
  long long Value = 0;
};

std::vector<ConditionToken> tokenize(llvm::StringRef Text, bool &Ok) {
  static const char *const Puncts[] = {
      "&&", "||", "==", "!=", "<=", ">=", "<<", ">>", "!", "<", ">", "(",
      ")",  "+",  "-",  "*",  "/",  "%",  "&",  "|",  "^", "~", "?", ":"};
  std::vector<ConditionToken> Tokens;
  Ok = true;
  size_t I = 0;
  while (I < Text.size()) {
    char C = Text[I];
    if (C == '\\' && I + 1 < Text.size() && Text[I + 1] == '\n') {
      I += 2;
      continue;
    }
    if (std::isspace(static_cast<unsigned char>(C))) {
      ++I;
      continue;
    }
    if (Text.substr(I).starts_with("//"))
      break;
    if (Text.substr(I).starts_with("/*")) {
      size_t End = Text.find("*/", I + 2);
      I = End == llvm::StringRef::npos ? Text.size() : End + 2;
      continue;
    }
    ConditionToken T;
    if (std::isdigit(static_cast<unsigned char>(C))) {
      size_t J = I;
      while (J < Text.size() &&
             std::isalnum(static_cast<unsigned char>(Text[J])))
        ++J;
      llvm::StringRef Digits = Text.slice(I, J).rtrim("uUlL");
      unsigned long long V;
      if (Digits.getAsInteger(0, V)) {
        Ok = false;
        return Tokens;
      }
      T.K = ConditionToken::Number;
      T.Value = static_cast<long long>(V);
      I = J;
    } else if (std::isalpha(static_cast<unsigned char>(C)) || C == '_') {
      size_t J = I;
      while (
          J < Text.size() &&
          (std::isalnum(static_cast<unsigned char>(Text[J])) || Text[J] == '_'))
        ++J;
      T.K = ConditionToken::Identifier;
      T.Text = Text.slice(I, J).str();
      I = J;
    } else {
      bool Matched = false;
      for (const char *P : Puncts)
        if (Text.substr(I).starts_with(P)) {
          T.K = ConditionToken::Punct;
          T.Text = P;
          I += T.Text.size();
          Matched = true;
          break;
        }
      if (!Matched) {
        Ok = false;
        return Tokens;
      }
    }
    Tokens.push_back(std::move(T));
  }
  return Tokens;
}

/// Recursive descent over C's precedence levels. A nullopt value is
/// "unknown" and spreads, except where && or || decide without it.
class ConditionParser {
public:
  ConditionParser(std::vector<ConditionToken> Tokens, MacroLookup Lookup)
      : Tokens(std::move(Tokens)), Lookup(Lookup) {}

  std::optional<long long> parse(bool &Ok) {
    std::optional<long long> V = ternary();
    Ok = Ok && Pos == Tokens.size() && !Failed;
    return V;
  }

private:
  using Value = std::optional<long long>;

  const ConditionToken &peek() const {
    static const ConditionToken EndToken;
    return Pos < Tokens.size() ? Tokens[Pos] : EndToken;
  }
  bool accept(llvm::StringRef P) {
    if (peek().K == ConditionToken::Punct && peek().Text == P) {
      ++Pos;
      return true;
    }
    return false;
  }
  void expect(llvm::StringRef P) {
    if (!accept(P))
      Failed = true;
  }

  Value ternary() {
    Value Cond = logicalOr();
    if (!accept("?"))
      return Cond;
    Value Then = ternary();
    expect(":");
    Value Else = ternary();
    if (!Cond)
      return Then == Else ? Then : std::nullopt;
    return *Cond ? Then : Else;
  }
  Value logicalOr() {
    Value L = logicalAnd();
    while (accept("||")) {
      Value R = logicalAnd();
      if ((L && *L) || (R && *R))
        L = 1;
      else if (L && R)
        L = 0;
      else
        L = std::nullopt;
    }
    return L;
  }
  Value logicalAnd() {
    Value L = binary(0);
    while (accept("&&")) {
      Value R = binary(0);
      if ((L && !*L) || (R && !*R))
        L = 0;
      else if (L && R)
        L = 1;
      else
        L = std::nullopt;
    }
    return L;
  }
  // Levels: | ^ & (== !=) (< > <= >=) (<< >>) (+ -) (* / %).
  Value binary(unsigned Level) {
    static const std::vector<std::vector<const char *>> Levels = {
        {"|"},
        {"^"},
        {"&"},
        {"==", "!="},
        {"<", ">", "<=", ">="},
        {"<<", ">>"},
        {"+", "-"},
        {"*", "/", "%"}};
    if (Level == Levels.size())
      return unary();
    Value L = binary(Level + 1);
    while (true) {
      const char *Op = nullptr;
      for (const char *Candidate : Levels[Level])
        if (accept(Candidate)) {
          Op = Candidate;
          break;
        }
      if (!Op)
        return L;
      Value R = binary(Level + 1);
      L = apply(Op, L, R);
    }
  }
  Value apply(llvm::StringRef Op, Value L, Value R) {
    if (!L || !R)
      return std::nullopt;
    long long A = *L, B = *R;
    if ((Op == "/" || Op == "%") && B == 0) {
      Failed = true;
      return std::nullopt;
    }
    if (Op == "|")
      return A | B;
    if (Op == "^")
      return A ^ B;
    if (Op == "&")
      return A & B;
    if (Op == "==")
      return A == B;
    if (Op == "!=")
      return A != B;
    if (Op == "<")
      return A < B;
    if (Op == ">")
      return A > B;
    if (Op == "<=")
      return A <= B;
    if (Op == ">=")
      return A >= B;
    if (Op == "<<")
      return A << (B & 63);
    if (Op == ">>")
      return A >> (B & 63);
    if (Op == "+")
      return A + B;
    if (Op == "-")
      return A - B;
    if (Op == "*")
      return A * B;
    if (Op == "/")
      return A / B;
    return A % B;
  }
  Value unary() {
    if (accept("!")) {
      Value V = unary();
      return V ? Value(!*V) : std::nullopt;
    }
    if (accept("-")) {
      Value V = unary();
      return V ? Value(-*V) : std::nullopt;
    }
    if (accept("+"))
      return unary();
    if (accept("~")) {
      Value V = unary();
      return V ? Value(~*V) : std::nullopt;
    }
    return primary();
  }
  Value primary() {
    if (accept("(")) {
      Value V = ternary();
      expect(")");
      return V;
    }
    const ConditionToken &T = peek();
    if (T.K == ConditionToken::Number) {
      ++Pos;
      return T.Value;
    }
    if (T.K != ConditionToken::Identifier) {
      Failed = true;
      return std::nullopt;
    }
    ++Pos;
    if (T.Text == "defined") {
      bool Paren = accept("(");
      if (peek().K != ConditionToken::Identifier) {
        Failed = true;
        return std::nullopt;
      }
      std::string Name = Tokens[Pos++].Text;
      if (Paren)
        expect(")");
      MacroState State = Lookup(Name);
      if (State.Unknown)
        return std::nullopt;
      return State.Defined ? 1 : 0;
    }
    if (accept("(")) {
      // A function-like macro call: its value is not ours to know.
      unsigned Depth = 1;
      while (Pos < Tokens.size() && Depth) {
        if (accept("("))
          ++Depth;
        else if (accept(")"))
          --Depth;
        else
          ++Pos;
      }
      return std::nullopt;
    }
    MacroState State = Lookup(T.Text);
    if (State.Unknown)
      return std::nullopt;
    if (!State.Defined)
      return 0; // An undefined identifier is 0 in #if.
    return State.Value;
  }

  std::vector<ConditionToken> Tokens;
  MacroLookup Lookup;
  size_t Pos = 0;
  bool Failed = false;
};

} // namespace

std::optional<long long> hipport::evaluateCondition(llvm::StringRef Text,
                                                    MacroLookup Lookup) {
  bool Ok = true;
  std::vector<ConditionToken> Tokens = tokenize(Text, Ok);
  if (!Ok || Tokens.empty())
    return std::nullopt;
  ConditionParser P(std::move(Tokens), Lookup);
  std::optional<long long> V = P.parse(Ok);
  return Ok ? V : std::nullopt;
}

llvm::StringRef hipport::conditionText(const clang::Preprocessor &PP,
                                       clang::SourceRange ConditionRange) {
  return clang::Lexer::getSourceText(
      clang::CharSourceRange::getTokenRange(ConditionRange),
      PP.getSourceManager(), PP.getLangOpts());
}

std::vector<std::string> hipport::conditionIdentifiers(llvm::StringRef Text) {
  bool Ok = true;
  std::vector<std::string> Names;
  for (const ConditionToken &T : tokenize(Text, Ok))
    if (T.K == ConditionToken::Identifier && T.Text != "defined")
      Names.push_back(T.Text);
  return Names;
}
