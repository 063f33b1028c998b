//===- Prologue.cpp -------------------------------------------------------===//
#include "Frontend/Prologue.h"
#include "Frontend/PathFlags.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace hipport;
using namespace clang;

namespace {

/// The raw tokens of one buffer, a preprocessor directive at a time.
class DirectiveReader {
public:
  explicit DirectiveReader(llvm::StringRef Text)
      : Text(Text),
        Lex(SourceLocation(), Options, Text.begin(), Text.begin(), Text.end()) {
    Lex.LexFromRawLexer(Next);
  }

  /// Reads the next directive into Name and Operands; false at the end of
  /// the buffer or when the next line is not a directive.
  bool directive(llvm::StringRef &Name, std::vector<Token> &Operands) {
    Operands.clear();
    if (Next.isNot(tok::hash) || !Next.isAtStartOfLine())
      return false;
    Lex.LexFromRawLexer(Next);
    Name = Next.is(tok::raw_identifier) && !Next.isAtStartOfLine()
               ? spelling(Next)
               : llvm::StringRef();
    if (Next.isNot(tok::eof) && !Next.isAtStartOfLine())
      Lex.LexFromRawLexer(Next);
    while (Next.isNot(tok::eof) && !Next.isAtStartOfLine()) {
      Operands.push_back(Next);
      Lex.LexFromRawLexer(Next);
    }
    return true;
  }

  bool atEnd() const { return Next.is(tok::eof); }

  /// Skips to the next line that starts with `#`; false at the end.
  bool skipToDirective() {
    while (Next.isNot(tok::eof) &&
           !(Next.is(tok::hash) && Next.isAtStartOfLine()))
      Lex.LexFromRawLexer(Next);
    return Next.isNot(tok::eof);
  }

  llvm::StringRef spelling(const Token &Tok) const {
    return Text.substr(offset(Tok), Tok.getLength());
  }

  /// The text between two tokens of a line.
  llvm::StringRef between(const Token &First, const Token &Last) const {
    return Text.slice(offset(First) + First.getLength(), offset(Last));
  }

private:
  /// The lexer was given an invalid (zero) file location, so a token's
  /// location encodes its offset in the buffer.
  static unsigned offset(const Token &Tok) {
    return Tok.getLocation().getRawEncoding();
  }
  static LangOptions makeOptions() {
    LangOptions LO;
    LO.CPlusPlus = LO.CPlusPlus17 = LO.CUDA = true;
    return LO;
  }
  llvm::StringRef Text;
  LangOptions Options = makeOptions();
  Lexer Lex;
  Token Next;
};

class PrologueScanner {
public:
  explicit PrologueScanner(const IncludeSearch &Search) : Search(Search) {}

  /// Follows File's leading includes. For a project header, also records
  /// the macros of the rest of it, which come before whatever its includer
  /// includes next.
  void scan(llvm::StringRef Path, bool IsMainFile) {
    auto Buffer = llvm::MemoryBuffer::getFile(Path);
    if (!Buffer)
      return;
    DirectiveReader Reader((*Buffer)->getBuffer());
    llvm::StringRef Name;
    std::vector<Token> Operands;
    std::string Guard;
    bool First = true;
    while (Reader.directive(Name, Operands)) {
      bool Leading = First && Name == "ifndef" && Operands.size() == 1;
      First = false;
      if (Leading) {
        Guard = Reader.spelling(Operands[0]).str();
        continue;
      }
      if (!Guard.empty()) {
        // Only `#define GUARD` may follow `#ifndef GUARD`.
        if (Name != "define" || Operands.empty() ||
            Reader.spelling(Operands[0]) != Guard)
          break;
        Guard.clear();
        addMacro(Reader.spelling(Operands[0]));
        continue;
      }
      if (Name == "pragma" && Operands.size() == 1 &&
          Reader.spelling(Operands[0]) == "once")
        continue;
      if ((Name == "define" || Name == "undef") && !Operands.empty()) {
        addMacro(Reader.spelling(Operands[0]));
        continue;
      }
      if (Name != "include" || !include(Reader, Operands, Path))
        break;
    }
    if (IsMainFile) {
      Done = true;
      return;
    }
    // Whatever follows the leading part (code, or a conditional that may
    // hold code) comes before the headers the includer includes next.
    CodeSeen |= !Reader.atEnd();
    recordMacros(Reader, Path);
  }

  Prologue Result;

private:
  /// Handles one `#include` of the leading part; false when it is not a
  /// plain `<...>` or `"..."` include.
  bool include(DirectiveReader &Reader, const std::vector<Token> &Operands,
               llvm::StringRef Includer) {
    std::string Header;
    bool Quoted = false;
    if (Operands.size() == 1 && Operands[0].is(tok::string_literal)) {
      Header = Reader.spelling(Operands[0]).drop_front().drop_back().str();
      Quoted = true;
    } else if (Operands.size() >= 3 && Operands.front().is(tok::less) &&
               Operands.back().is(tok::greater)) {
      Header = Reader.between(Operands.front(), Operands.back()).str();
    } else {
      return false;
    }
    if (std::string Project = findProjectFile(Header, Quoted, Includer);
        !Project.empty()) {
      if (Visited.insert(Project).second)
        scan(Project, /*IsMainFile=*/false);
      return !Done;
    }
    if (SeenHeaders.insert(Header).second) {
      Result.Headers.push_back(Header);
      Result.MacrosBefore.push_back(Result.Macros.size());
      if (!CodeSeen)
        Result.HeadersBeforeCode = Result.Headers.size();
    }
    return true;
  }

  /// The macros defined anywhere in the rest of a project file and in the
  /// project files it includes there.
  void recordMacros(DirectiveReader &Reader, llvm::StringRef Path) {
    llvm::StringRef Name;
    std::vector<Token> Operands;
    while (Reader.skipToDirective()) {
      Reader.directive(Name, Operands);
      if (Operands.empty())
        continue;
      if (Name == "define" || Name == "undef") {
        addMacro(Reader.spelling(Operands[0]));
      } else if (Name == "include") {
        bool Quoted = Operands[0].is(tok::string_literal);
        std::string Header =
            Quoted ? Reader.spelling(Operands[0]).drop_front().drop_back().str()
            : Operands.size() >= 3
                ? Reader.between(Operands.front(), Operands.back()).str()
                : std::string();
        std::string Project = findProjectFile(Header, Quoted, Path);
        if (!Project.empty() && Visited.insert(Project).second)
          recordAllMacros(Project);
      }
    }
  }

  void recordAllMacros(llvm::StringRef Path) {
    auto Buffer = llvm::MemoryBuffer::getFile(Path);
    if (!Buffer)
      return;
    DirectiveReader Reader((*Buffer)->getBuffer());
    recordMacros(Reader, Path);
  }

  void addMacro(llvm::StringRef Name) { Result.Macros.push_back(Name.str()); }

  /// The project file an include names, or empty for a system header.
  std::string findProjectFile(llvm::StringRef Header, bool Quoted,
                              llvm::StringRef Includer) {
    if (Header.empty())
      return {};
    std::vector<std::string> Dirs;
    if (Quoted) {
      Dirs.push_back(llvm::sys::path::parent_path(Includer).str());
      Dirs.insert(Dirs.end(), Search.QuoteDirs.begin(), Search.QuoteDirs.end());
    }
    Dirs.insert(Dirs.end(), Search.AngleDirs.begin(), Search.AngleDirs.end());
    for (const std::string &Dir : Dirs) {
      llvm::SmallString<256> Candidate(Dir);
      llvm::sys::path::append(Candidate, Header);
      if (llvm::sys::fs::is_regular_file(Candidate)) {
        llvm::sys::fs::make_absolute(Candidate);
        llvm::sys::path::remove_dots(Candidate, /*remove_dot_dot=*/true);
        return std::string(Candidate);
      }
    }
    return {};
  }

  const IncludeSearch &Search;
  std::set<std::string> Visited;
  std::set<std::string> SeenHeaders;
  bool Done = false;
  bool CodeSeen = false;
};

} // namespace

size_t Prologue::headersBeforeAnyMacro() const {
  size_t N = 0;
  while (N < MacrosBefore.size() && MacrosBefore[N] == 0)
    ++N;
  return N;
}

IncludeSearch
hipport::includeSearchFromArgs(const std::vector<std::string> &Args) {
  IncludeSearch Search;
  for (size_t I = 0; I < Args.size(); ++I) {
    auto Use = pathFlagAt(Args, I, {"--include-directory=", "-iquote", "-I"});
    if (!Use)
      continue;
    if (!Use->Value.empty())
      (Use->Flag == "-iquote" ? Search.QuoteDirs : Search.AngleDirs)
          .push_back(Use->Value.str());
    I += Use->width() - 1;
  }
  return Search;
}

Prologue hipport::scanPrologue(llvm::StringRef File,
                               const IncludeSearch &Search) {
  PrologueScanner Scanner(Search);
  Scanner.scan(File, /*IsMainFile=*/true);
  return std::move(Scanner.Result);
}

std::string hipport::prologueText(const std::vector<std::string> &Headers) {
  std::string Text;
  for (const std::string &Header : Headers)
    Text += "#include <" + Header + ">\n";
  return Text;
}
