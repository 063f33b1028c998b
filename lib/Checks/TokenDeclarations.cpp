//===- TokenDeclarations.cpp ----------------------------------------------===//
#include "Checks/TokenDeclarations.h"
#include "Analysis/WarpValues.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace hipport;
using namespace clang;

namespace {

bool isIntegerKeyword(llvm::StringRef S) {
  return S == "unsigned" || S == "signed" || S == "int" || S == "short" ||
         S == "char" || S == "long";
}

bool isOtherTypeKeyword(llvm::StringRef S) {
  return S == "auto" || S == "bool" || S == "float" || S == "double" ||
         S == "void";
}

/// Words that may stand around a type without being one.
bool isQualifier(llvm::StringRef S) {
  static const llvm::StringSet<> Words = {
      "const",      "volatile",    "constexpr",    "static",
      "register",   "inline",      "extern",       "thread_local",
      "mutable",    "__device__",  "__host__",     "__constant__",
      "__shared__", "__managed__", "__restrict__", "__forceinline__"};
  return Words.contains(S);
}

/// Words after which a name is used, not declared (`return mask = x`).
bool isStatementKeyword(llvm::StringRef S) {
  static const llvm::StringSet<> Words = {
      "return",   "case",     "goto",      "throw",    "delete",
      "new",      "else",     "do",        "sizeof",   "co_return",
      "co_yield", "co_await", "using",     "typedef",  "typename",
      "operator", "template", "namespace", "decltype", "alignof"};
  return Words.contains(S);
}

/// Type names of 32 bits or fewer.
bool isNarrowTypeName(llvm::StringRef S) {
  return S == "uint32_t" || S == "int32_t" || S == "uint16_t" ||
         S == "int16_t" || S == "uint8_t" || S == "int8_t" || S == "uint" ||
         S == "u32";
}

/// Where a declaration may start: after a statement, in a parameter list,
/// after an access specifier.
bool startsDeclaration(const TokenScan &T, size_t I) {
  if (I == 0 || T[I - 1].InDirective)
    return true;
  const RawToken &P = T[I - 1];
  return P.is(tok::semi) || P.is(tok::l_brace) || P.is(tok::r_brace) ||
         P.is(tok::l_paren) || P.is(tok::comma) || P.is(tok::colon);
}

/// The type written before the name at I: its span, whether a qualifier
/// sits inside it, its width, whether it is `auto`.
struct WrittenType {
  TokenSpan Span{0, 0};
  bool Interleaved = false;
  bool Integer = false, Long = false, Auto = false, Pointer = false;
  bool NarrowName = false, OtherName = false;
};

std::optional<WrittenType> typeBefore(const TokenScan &T, size_t I) {
  WrittenType W;
  W.Span = {I, I};
  bool Keyword = false, Name = false, QualifierSinceType = false;
  bool Found = false;
  size_t J = I;
  auto Extend = [&](size_t Begin) {
    W.Interleaved |= QualifierSinceType;
    if (!Found)
      W.Span.second = J; // The type's last token is the first one met.
    Found = true;
    W.Span.first = Begin;
  };
  while (J > 0 && !T[J - 1].InDirective) {
    const RawToken &P = T[J - 1];
    if (P.is(tok::star) || P.is(tok::amp) || P.is(tok::ampamp)) {
      if (Keyword || Name)
        break;
      W.Pointer = true;
      --J;
      continue;
    }
    if (!P.is(tok::raw_identifier))
      break;
    llvm::StringRef S = P.Text;
    if (isQualifier(S)) {
      QualifierSinceType = Keyword || Name;
      --J;
      continue;
    }
    if (isIntegerKeyword(S) || isOtherTypeKeyword(S)) {
      if (Name)
        break;
      Keyword = true;
      W.Integer |= isIntegerKeyword(S);
      W.Long |= S == "long";
      W.Auto |= S == "auto";
      W.OtherName |= isOtherTypeKeyword(S) && S != "auto";
      Extend(J - 1);
      --J;
      continue;
    }
    if (Keyword || Name || isStatementKeyword(S))
      break;
    Name = true;
    W.NarrowName = isNarrowTypeName(S);
    W.OtherName = !W.NarrowName;
    Extend(J - 1);
    --J;
    // std::uint32_t
    while (J >= 2 && T[J - 1].is(tok::coloncolon) && T.ident(J - 2)) {
      J -= 2;
      Extend(J);
    }
  }
  if (!(Keyword || Name) || !startsDeclaration(T, J))
    return std::nullopt;
  return W;
}

/// The end of an initialiser starting at Begin: a `;`, or a `,` or `)`
/// outside brackets.
size_t initialiserEnd(const TokenScan &T, size_t Begin) {
  for (size_t I = Begin; I < T.size(); ++I) {
    if (T[I].is(tok::l_paren) || T[I].is(tok::l_square) ||
        T[I].is(tok::l_brace)) {
      I = T.closing(I);
      continue;
    }
    if (T[I].is(tok::semi) || T[I].is(tok::comma) || T[I].is(tok::r_paren) ||
        T[I].is(tok::r_brace))
      return I;
  }
  return T.size();
}

/// A nonzero 32-bit constant: a literal, `~0` or `~0u`, in parentheses
/// at most.
std::optional<uint64_t> maskConstant(const TokenScan &T, size_t Begin,
                                     size_t End) {
  while (End - Begin >= 2 && T.is(Begin, tok::l_paren) &&
         T.closing(Begin) == End - 1) {
    ++Begin;
    --End;
  }
  if (End == Begin + 1) {
    std::optional<uint64_t> V = T.literal(Begin);
    return V && *V ? V : std::nullopt;
  }
  if (End == Begin + 2 && T.is(Begin, tok::tilde) && T.isNumber(Begin + 1, 0))
    return 0xffffffffu;
  return std::nullopt;
}

/// Parentheses around the tokens, MacroInfo's way.
llvm::ArrayRef<Token> withoutParens(llvm::ArrayRef<Token> Body) {
  while (Body.size() >= 2 && Body.front().is(tok::l_paren) &&
         Body.back().is(tok::r_paren)) {
    int Depth = 0;
    size_t Close = 0;
    for (size_t I = 0; I < Body.size(); ++I) {
      Depth += Body[I].is(tok::l_paren) ? 1 : Body[I].is(tok::r_paren) ? -1 : 0;
      if (Depth == 0) {
        Close = I;
        break;
      }
    }
    if (Close != Body.size() - 1)
      break;
    Body = Body.drop_front().drop_back();
  }
  return Body;
}

} // namespace

const MacroInfo *MacroMeanings::macro(llvm::StringRef Name) const {
  auto It = PP.getIdentifierTable().find(Name);
  if (It == PP.getIdentifierTable().end())
    return nullptr;
  return PP.getMacroInfo(It->getValue());
}

bool MacroMeanings::isBallot(llvm::StringRef Name, unsigned Depth) const {
  const MacroInfo *Macro = Depth < 4 ? macro(Name) : nullptr;
  if (!Macro)
    return false;
  llvm::ArrayRef<Token> Body = withoutParens(Macro->tokens());
  if (Body.size() < 3 || !Body[0].getIdentifierInfo() ||
      !Body[1].is(tok::l_paren) || !Body.back().is(tok::r_paren))
    return false;
  // The call's parenthesis closes at the end: `F(a) | G(b)` is no ballot.
  int Nesting = 0;
  for (size_t I = 1; I < Body.size(); ++I) {
    Nesting += Body[I].is(tok::l_paren) ? 1 : Body[I].is(tok::r_paren) ? -1 : 0;
    if (Nesting == 0 && I != Body.size() - 1)
      return false;
  }
  llvm::StringRef Callee = Body[0].getIdentifierInfo()->getName();
  return isBallotIntrinsic(Callee) || isBallot(Callee, Depth + 1);
}

const Token *MacroMeanings::maskLiteral(llvm::StringRef Name,
                                        uint64_t &Value) const {
  const MacroInfo *Macro = macro(Name);
  if (!Macro || Macro->isFunctionLike())
    return nullptr;
  llvm::ArrayRef<Token> Body = withoutParens(Macro->tokens());
  if (Body.size() != 1 || !Body[0].is(tok::numeric_constant))
    return nullptr;
  // Through the preprocessor: a macro read from a precompiled prologue has
  // tokens without literal data.
  llvm::SmallString<32> Buffer;
  bool Invalid = false;
  llvm::StringRef Text = PP.getSpelling(Body[0], Buffer, &Invalid);
  if (Invalid || Text.contains_insensitive("l"))
    return nullptr;
  if (Text.rtrim("uU").getAsInteger(0, Value) || !Value || Value > 0xffffffffu)
    return nullptr;
  return &Body[0];
}

bool hipport::isBallotExpression(const TokenScan &T, size_t Begin, size_t End,
                                 const MacroMeanings &Macros) {
  while (Begin < End) {
    if (T.is(Begin, tok::l_paren)) {
      size_t Close = T.closing(Begin);
      if (Close == End - 1) { // (expr)
        ++Begin;
        --End;
        continue;
      }
      // A cast, (unsigned)expr: only type words inside.
      bool Cast = Close < End;
      for (size_t I = Begin + 1; I < Close && Cast; ++I)
        Cast = T.ident(I) || T.is(I, tok::coloncolon);
      if (!Cast)
        return false;
      Begin = Close + 1;
      continue;
    }
    if (T.ident(Begin) && T[Begin].Text.ends_with("_cast") &&
        T.is(Begin + 1, tok::less)) {
      size_t Open = Begin + 2;
      while (Open < End && !T.is(Open, tok::l_paren))
        ++Open;
      if (Open >= End || T.closing(Open) != End - 1)
        return false;
      Begin = Open + 1;
      --End;
      continue;
    }
    break;
  }
  if (!T.ident(Begin))
    return false;
  llvm::StringRef Name = T[Begin].Text;
  if (!isBallotIntrinsic(Name) && !Macros.isBallot(Name))
    return false;
  if (T.is(Begin + 1, tok::l_paren))
    return T.closing(Begin + 1) == End - 1;
  return End == Begin + 1 && !isBallotIntrinsic(Name);
}

std::optional<TokenDeclaration>
hipport::declarationAt(const TokenScan &T, size_t I,
                       const MacroMeanings &Macros) {
  if (!T.ident(I) || T[I].InDirective || I + 1 >= T.size())
    return std::nullopt;
  const RawToken &Next = T[I + 1];
  if (!(Next.is(tok::equal) || Next.is(tok::comma) || Next.is(tok::r_paren) ||
        Next.is(tok::semi)))
    return std::nullopt;
  if (isQualifier(T[I].Text) || isIntegerKeyword(T[I].Text) ||
      isOtherTypeKeyword(T[I].Text) || isStatementKeyword(T[I].Text))
    return std::nullopt;
  std::optional<WrittenType> Type = typeBefore(T, I);
  if (!Type)
    return std::nullopt;
  TokenDeclaration D;
  D.Name = I;
  // `unsigned const int` has no one span to replace.
  D.Type = Type->Interleaved ? TokenSpan(I, I) : Type->Span;
  bool Integer = !Type->Pointer &&
                 ((Type->Integer && !Type->OtherName) || Type->NarrowName);
  D.Narrow = Integer && !Type->Long;
  if (!Next.is(tok::equal))
    return D;
  size_t Begin = I + 2, End = initialiserEnd(T, Begin);
  if (isBallotExpression(T, Begin, End, Macros)) {
    // `auto` takes HIP's 64-bit ballot: Narrow stays false.
    D.K = TokenDeclaration::Ballot;
    return D;
  }
  // `auto m = 0xffffffffu` is an unsigned int.
  std::optional<uint64_t> Mask = maskConstant(T, Begin, End);
  if (Mask && (D.Narrow || (Type->Auto && !Type->Pointer))) {
    D.K = TokenDeclaration::Mask32;
    D.Value = *Mask;
  }
  return D;
}

FileDeclarations::FileDeclarations(std::vector<RawToken> FileTokens,
                                   const MacroMeanings &Macros)
    : Tokens(std::move(FileTokens)) {
  TokenScan T(Tokens);
  for (size_t I = 0; I < T.size(); ++I)
    if (std::optional<TokenDeclaration> D = declarationAt(T, I, Macros))
      ByName[T[I].Text].push_back(*D);
}

const TokenDeclaration *FileDeclarations::before(llvm::StringRef Name,
                                                 unsigned Offset) const {
  auto It = ByName.find(Name);
  if (It == ByName.end())
    return nullptr;
  const TokenDeclaration *Nearest = nullptr;
  for (const TokenDeclaration &D : It->second) {
    if (Tokens[D.Name].Offset >= Offset)
      break;
    Nearest = &D;
  }
  return Nearest;
}
