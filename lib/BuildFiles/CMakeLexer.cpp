//===- CMakeLexer.cpp -----------------------------------------------------===//
#include "BuildFiles/CMakeLexer.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;

std::string CMakeCommand::lowerName() const {
  return llvm::StringRef(Name).lower();
}

namespace {

/// Reads one file front to back; every method leaves Pos after what it read.
class Lexer {
public:
  explicit Lexer(llvm::StringRef Text) : Text(Text) {}

  CMakeParse run() {
    CMakeParse Out;
    while (!Error) {
      skipSpaceAndComments(/*Newlines=*/true);
      if (Pos >= Text.size())
        break;
      if (!isIdentifierStart(Text[Pos])) {
        fail("expected a command name");
        break;
      }
      CMakeCommand Command;
      Command.Offset = Pos;
      while (Pos < Text.size() && isIdentifierChar(Text[Pos]))
        ++Pos;
      Command.Name = Text.slice(Command.Offset, Pos).str();
      skipSpaceAndComments(/*Newlines=*/false);
      if (Pos >= Text.size() || Text[Pos] != '(') {
        fail("expected '(' after '" + Command.Name + "'");
        break;
      }
      ++Pos;
      if (!readArguments(Command))
        break;
      Command.EndOffset = Pos;
      Out.Commands.push_back(std::move(Command));
    }
    if (Error) {
      Out.Error = *Error;
      Out.ErrorOffset = ErrorOffset;
    }
    return Out;
  }

private:
  static bool isIdentifierStart(char C) { return llvm::isAlpha(C) || C == '_'; }
  static bool isIdentifierChar(char C) { return llvm::isAlnum(C) || C == '_'; }

  /// At is where the broken construct starts, so that the message points
  /// at the quote or parenthesis that was never closed.
  void fail(const std::string &Message, std::optional<size_t> At = {}) {
    if (!Error) {
      Error = Message;
      ErrorOffset = At.value_or(Pos);
    }
  }

  /// "[" "="* "[": the bracket's level, or none when Pos does not open one.
  std::optional<unsigned> bracketOpen(size_t At) const {
    if (At >= Text.size() || Text[At] != '[')
      return std::nullopt;
    size_t I = At + 1;
    while (I < Text.size() && Text[I] == '=')
      ++I;
    if (I >= Text.size() || Text[I] != '[')
      return std::nullopt;
    return I - At - 1;
  }

  /// Skips a bracket opened at Pos; false (and an error) when unterminated.
  bool skipBracket(unsigned Level) {
    std::string Close = "]" + std::string(Level, '=') + "]";
    size_t End = Text.find(Close, Pos + Level + 2);
    if (End == llvm::StringRef::npos) {
      fail("unterminated bracket argument or comment", Pos);
      return false;
    }
    Pos = End + Close.size();
    return true;
  }

  void skipSpaceAndComments(bool Newlines) {
    while (Pos < Text.size()) {
      char C = Text[Pos];
      if (C == ' ' || C == '\t' || C == '\r' || (Newlines && C == '\n')) {
        ++Pos;
      } else if (C == '#') {
        if (auto Level = bracketOpen(Pos + 1)) {
          ++Pos;
          if (!skipBracket(*Level))
            return;
        } else {
          while (Pos < Text.size() && Text[Pos] != '\n')
            ++Pos;
        }
      } else {
        return;
      }
    }
  }

  bool readArguments(CMakeCommand &Command) {
    unsigned Depth = 0;
    while (true) {
      skipSpaceAndComments(/*Newlines=*/true);
      if (Pos >= Text.size()) {
        fail("missing ')' for '" + Command.Name + "('", Command.Offset);
        return false;
      }
      char C = Text[Pos];
      if (C == ')' && Depth == 0) {
        ++Pos;
        return true;
      }
      CMakeArgument Arg;
      Arg.Offset = Pos;
      if (C == '(' || C == ')') {
        Depth += C == '(' ? 1 : -1;
        ++Pos;
        Arg.Value = std::string(1, C);
      } else if (C == '"') {
        Arg.K = CMakeArgument::Quoted;
        if (!readQuoted())
          return false;
        Arg.Value = Text.slice(Arg.Offset + 1, Pos - 1).str();
      } else if (auto Level = bracketOpen(Pos)) {
        Arg.K = CMakeArgument::Bracket;
        if (!skipBracket(*Level))
          return false;
        Arg.Value = Text.slice(Arg.Offset + *Level + 2, Pos - *Level - 2).str();
      } else {
        readUnquoted();
        Arg.Value = Text.slice(Arg.Offset, Pos).str();
      }
      Arg.Length = Pos - Arg.Offset;
      Command.Args.push_back(std::move(Arg));
    }
  }

  /// From the opening quote to just past the closing one.
  bool readQuoted() {
    size_t Start = Pos++;
    while (Pos < Text.size()) {
      char C = Text[Pos];
      if (C == '\\') {
        Pos += 2; // An escape, or a backslash-newline continuation.
        continue;
      }
      ++Pos;
      if (C == '"')
        return true;
    }
    fail("unterminated quoted argument", Start);
    return false;
  }

  /// An unquoted argument ends at whitespace, a parenthesis or a comment.
  /// `a="b c"` (CMake's legacy form) keeps its quoted part.
  void readUnquoted() {
    while (Pos < Text.size()) {
      char C = Text[Pos];
      if (C == '\\') {
        Pos = std::min<size_t>(Pos + 2, Text.size());
      } else if (C == '"') {
        size_t Close = Text.find('"', Pos + 1);
        Pos = Close == llvm::StringRef::npos ? Text.size() : Close + 1;
      } else if (C == ' ' || C == '\t' || C == '\r' || C == '\n' || C == '(' ||
                 C == ')' || C == '#') {
        return;
      } else {
        ++Pos;
      }
    }
  }

  llvm::StringRef Text;
  size_t Pos = 0;
  std::optional<std::string> Error;
  unsigned ErrorOffset = 0;
};

} // namespace

CMakeParse hipport::lexCMake(llvm::StringRef Text) { return Lexer(Text).run(); }
