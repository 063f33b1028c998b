//===- UncoveredCode.cpp --------------------------------------------------===//
#include "Rewrite/UncoveredCode.h"
#include "Rewrite/RecoveryGaps.h"
#include "Rewrite/SourceClassifier.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include <algorithm>

using namespace hipport;
using namespace clang;

namespace {

unsigned lineStart(llvm::StringRef Buffer, unsigned Offset) {
  size_t NewLine = Buffer.take_front(Offset).rfind('\n');
  return NewLine == llvm::StringRef::npos ? 0 : NewLine + 1;
}

unsigned nextLineStart(llvm::StringRef Buffer, unsigned Offset) {
  size_t NewLine = Buffer.find('\n', Offset);
  return NewLine == llvm::StringRef::npos ? Buffer.size() : NewLine + 1;
}

class Watcher : public PPCallbacks {
public:
  explicit Watcher(UncoveredCode &Code) : Code(Code) {}
  void SourceRangeSkipped(SourceRange Range, SourceLocation EndifLoc) override {
    Code.skipped(Range, EndifLoc);
  }
  void MacroDefined(const Token &, const MacroDirective *MD) override {
    Code.defined(MD->getMacroInfo());
  }
  void MacroExpands(const Token &, const MacroDefinition &MD, SourceRange Range,
                    const MacroArgs *) override {
    Code.expanded(MD.getMacroInfo(), Range.getBegin());
  }

private:
  UncoveredCode &Code;
};

bool hasErrors(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *E = dyn_cast<Expr>(S))
    return E->containsErrors();
  for (const Stmt *Child : S->children())
    if (hasErrors(Child))
      return true;
  return false;
}

/// Whether S has an error inside a block of its own ({ ... }).
bool hasErrorsInBlock(const Stmt *S) {
  for (const Stmt *Child : S->children())
    if (Child && (isa<CompoundStmt>(Child)
                      ? hasErrors(Child)
                      : !isa<Expr>(Child) && hasErrorsInBlock(Child)))
      return true;
  return false;
}

/// Invalid declarations, and statements with errors: the innermost
/// statement of a block, so that a loop without braces is taken with its
/// header (a shuffle loop is recognised from both). A statement clang
/// reported an error in counts too, although the tokens recovery skipped
/// (`if (v > 0 {` swallows what follows up to a `;`) are in no expression.
class ErrorFinder : public RecursiveASTVisitor<ErrorFinder> {
public:
  ErrorFinder(const SourceManager &SM, llvm::ArrayRef<SourceLocation> Errors)
      : SM(SM), Errors(Errors) {}

  bool TraverseCompoundStmt(CompoundStmt *S, DataRecursionQueue * = nullptr) {
    for (Stmt *Child : S->body()) {
      if ((hasErrors(Child) && !hasErrorsInBlock(Child)) ||
          (reportedIn(Child) && !reportedInBlock(Child)))
        Ranges.push_back(Child->getSourceRange());
      else
        TraverseStmt(Child);
    }
    return true;
  }
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitDecl(Decl *D) {
    if (D->isInvalidDecl() && !D->isImplicit())
      Ranges.push_back(D->getSourceRange());
    return true;
  }
  bool TraverseStmt(Stmt *S, DataRecursionQueue *Queue = nullptr) {
    // An expression with errors is taken whole; nothing inside it is
    // sound.
    if (const auto *E = dyn_cast_or_null<Expr>(S); E && E->containsErrors()) {
      Ranges.push_back(E->getSourceRange());
      return true;
    }
    return RecursiveASTVisitor::TraverseStmt(S, Queue);
  }
  std::vector<SourceRange> Ranges;

private:
  /// Whether clang reported an error inside S's source text.
  bool reportedIn(const Stmt *S) const {
    if (!S || Errors.empty())
      return false;
    SourceLocation Begin = SM.getExpansionLoc(S->getBeginLoc());
    SourceLocation End = SM.getExpansionRange(S->getEndLoc()).getEnd();
    if (Begin.isInvalid() || End.isInvalid())
      return false;
    for (SourceLocation Error : Errors)
      if (SM.isPointWithin(Error, Begin, End))
        return true;
    return false;
  }
  /// Whether that error is inside a block of S's own.
  bool reportedInBlock(const Stmt *S) const {
    for (const Stmt *Child : S->children())
      if (Child && !isa<Expr>(Child) &&
          (isa<CompoundStmt>(Child) ? reportedIn(Child)
                                    : reportedInBlock(Child)))
        return true;
    return false;
  }

  const SourceManager &SM;
  /// Where clang reported errors, as file locations.
  llvm::ArrayRef<SourceLocation> Errors;
};

/// The declarations that are not containers of others: a namespace or an
/// `extern "C" {}` block is looked into, a class or a function is one.
void collectLeaves(Decl *D, std::vector<const Decl *> &Out) {
  if (isa<NamespaceDecl, LinkageSpecDecl, ExportDecl>(D)) {
    for (Decl *Child : cast<DeclContext>(D)->decls())
      if (!Child->isImplicit())
        collectLeaves(Child, Out);
    return;
  }
  Out.push_back(D);
}

} // namespace

std::vector<RawToken> hipport::lexRegion(const SourceManager &SM,
                                         const LangOptions &LO,
                                         const CodeRegion &Region) {
  llvm::StringRef Buffer = SM.getBufferData(Region.File);
  SourceLocation FileStart = SM.getLocForStartOfFile(Region.File);
  Lexer Raw(FileStart, LO, Buffer.begin(), Buffer.begin() + Region.Begin,
            Buffer.end());
  std::vector<RawToken> Out;
  // About one token in six bytes of code: growing the vector token by
  // token cost more than lexing.
  Out.reserve((Region.End - Region.Begin) / 6 + 1);
  bool InDirective = false;
  auto Push = [&](const Token &Tok) {
    unsigned Offset = SM.getFileOffset(Tok.getLocation());
    Out.push_back({Tok.getKind(), Buffer.substr(Offset, Tok.getLength()),
                   Offset, Tok.getLocation(), InDirective});
  };
  Token Tok;
  while (true) {
    Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof) || SM.getFileOffset(Tok.getLocation()) >= Region.End)
      break;
    if (Tok.is(tok::eod)) {
      InDirective = false;
      continue;
    }
    if (!Tok.is(tok::hash) || !Tok.isAtStartOfLine()) {
      Push(Tok);
      continue;
    }
    // A directive: the lexer ends it with an eod token, and lexes the file
    // name of an #include as one token.
    InDirective = true;
    Raw.setParsingPreprocessorDirective(true);
    Push(Tok);
    Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eod)) {
      InDirective = false;
      continue;
    }
    Push(Tok);
    if (Tok.is(tok::raw_identifier) &&
        (Tok.getRawIdentifier() == "include" ||
         Tok.getRawIdentifier() == "include_next")) {
      Raw.LexIncludeFilename(Tok);
      if (Tok.is(tok::eod)) {
        InDirective = false;
        continue;
      }
      Push(Tok);
    }
  }
  return Out;
}

void UncoveredCode::attach(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<Watcher>(*this));
}

void UncoveredCode::add(SourceLocation Begin, SourceLocation End,
                        CodeRegion::Reason Why) {
  if (Begin.isInvalid() || End.isInvalid())
    return;
  auto [File, BeginOffset] = SM.getDecomposedLoc(Begin);
  auto [EndFile, EndOffset] = SM.getDecomposedLoc(End);
  if (File != EndFile || EndOffset < BeginOffset ||
      !Classifier.classify(File).IsProject)
    return;
  Regions.push_back({File, BeginOffset, EndOffset, Why});
}

void UncoveredCode::skipped(SourceRange Range, SourceLocation EndifLoc) {
  // The range runs from the directive that started skipping to the one that
  // ended it; both were read by the preprocessor, the lines between were
  // not.
  llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(Range.getBegin()));
  unsigned Begin = nextLineStart(Buffer, SM.getFileOffset(Range.getBegin()));
  unsigned End = lineStart(Buffer, SM.getFileOffset(Range.getEnd()));
  if (Begin >= End)
    return;
  SourceLocation Start =
      SM.getLocForStartOfFile(SM.getFileID(Range.getBegin()));
  add(Start.getLocWithOffset(Begin), Start.getLocWithOffset(End),
      CodeRegion::SkippedBranch);
}

void UncoveredCode::expanded(const MacroInfo *Macro, SourceLocation Use) {
  Expanded.insert(Macro);
  if (!IsProjectMacro.count(Macro))
    return;
  SourceLocation File = SM.getExpansionLoc(Use);
  if (File.isValid())
    ProjectExpansions.push_back({Macro, File});
}

void UncoveredCode::defined(const MacroInfo *Macro) {
  if (Macro && Macro->getNumTokens() > 0 &&
      Classifier.classify(Macro->getDefinitionLoc()).IsProject) {
    ProjectMacros.push_back(Macro);
    IsProjectMacro.insert(Macro);
  }
}

void UncoveredCode::addLineOf(SourceLocation Loc) {
  Loc = SM.getSpellingLoc(Loc);
  if (Loc.isInvalid() || !SM.getFileEntryRefForID(SM.getFileID(Loc)))
    return;
  FileID File = SM.getFileID(Loc);
  llvm::StringRef Buffer = SM.getBufferData(File);
  unsigned Offset = SM.getFileOffset(Loc);
  SourceLocation Start = SM.getLocForStartOfFile(File);
  add(Start.getLocWithOffset(lineStart(Buffer, Offset)),
      Start.getLocWithOffset(nextLineStart(Buffer, Offset)),
      CodeRegion::ParseError);
}

void UncoveredCode::addParseErrors(llvm::ArrayRef<Decl *> Decls,
                                   llvm::ArrayRef<SourceLocation> Errors) {
  std::vector<SourceLocation> ErrorsInFiles;
  for (SourceLocation Loc : Errors)
    if (SourceLocation File = SM.getExpansionLoc(Loc); File.isValid())
      ErrorsInFiles.push_back(File);
  ErrorFinder Finder(SM, ErrorsInFiles);
  for (Decl *D : Decls)
    Finder.TraverseDecl(D);
  for (SourceRange R : Finder.Ranges) {
    // Through macros, the region is where the user wrote the code.
    CharSourceRange Chars =
        Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM, LO);
    if (Chars.isValid())
      add(Chars.getBegin(), Chars.getEnd(), CodeRegion::ParseError);
    else
      addLineOf(SM.getExpansionLoc(R.getBegin()));
  }
  for (SourceLocation Loc : Errors)
    addLineOf(Loc);
  addRecoveryGaps(Decls, ErrorsInFiles);
  addMacrosExpandedInErrors();
}

std::optional<CodeRegion> UncoveredCode::bodyOf(const MacroInfo *Macro,
                                                CodeRegion::Reason Why) const {
  SourceLocation Begin =
      SM.getSpellingLoc(Macro->tokens().front().getLocation());
  SourceLocation End = SM.getSpellingLoc(Macro->getDefinitionEndLoc());
  auto [File, BeginOffset] = SM.getDecomposedLoc(Begin);
  auto [EndFile, EndOffset] = SM.getDecomposedLoc(End);
  if (File != EndFile || BeginOffset > EndOffset)
    return std::nullopt;
  return CodeRegion{File, BeginOffset,
                    EndOffset + Macro->tokens().back().getLength(), Why};
}

void UncoveredCode::addMacrosExpandedInErrors() {
  // A call in a macro's body takes its meaning from the use: where clang
  // could not parse the use (a texture reference CUDA 12 removed, a missing
  // header), nothing checked the body's names, and no region held them.
  std::vector<CodeRegion> Errors;
  for (const CodeRegion &R : Regions)
    if (R.Why == CodeRegion::ParseError)
      Errors.push_back(R);
  if (Errors.empty())
    return;
  auto Before = [](const CodeRegion &A, const CodeRegion &B) {
    return std::make_pair(A.File, A.Begin) < std::make_pair(B.File, B.Begin);
  };
  std::sort(Errors.begin(), Errors.end(), Before);
  // Regions overlap: the furthest end among a file's regions so far.
  std::vector<unsigned> FurthestEnd(Errors.size());
  for (size_t I = 0; I < Errors.size(); ++I)
    FurthestEnd[I] = I > 0 && Errors[I - 1].File == Errors[I].File
                         ? std::max(FurthestEnd[I - 1], Errors[I].End)
                         : Errors[I].End;
  llvm::DenseSet<const MacroInfo *> Added;
  for (const auto &[Macro, Use] : ProjectExpansions) {
    if (Added.count(Macro))
      continue;
    auto [File, Offset] = SM.getDecomposedLoc(Use);
    CodeRegion At{File, Offset, Offset, CodeRegion::ParseError};
    size_t After = std::upper_bound(Errors.begin(), Errors.end(), At, Before) -
                   Errors.begin();
    if (After == 0 || Errors[After - 1].File != File ||
        FurthestEnd[After - 1] <= Offset)
      continue;
    Added.insert(Macro);
    if (std::optional<CodeRegion> Body =
            bodyOf(Macro, CodeRegion::MacroExpandedInError);
        Body && Classifier.classify(Body->File).IsProject)
      Regions.push_back(*Body);
  }
}

void UncoveredCode::addRecoveryGaps(llvm::ArrayRef<Decl *> Decls,
                                    llvm::ArrayRef<SourceLocation> Errors) {
  // Recovery skips code only where it stumbled: in the files with errors.
  llvm::DenseMap<FileID, std::vector<OffsetRange>> Covered;
  for (SourceLocation Loc : Errors)
    if (Classifier.classify(Loc).IsProject)
      Covered.try_emplace(SM.getFileID(Loc));
  if (Covered.empty())
    return;
  std::vector<const Decl *> Leaves;
  for (Decl *D : Decls)
    collectLeaves(D, Leaves);
  for (const Decl *D : Leaves) {
    SourceRange R = D->getSourceRange();
    SourceLocation Begin = SM.getExpansionLoc(R.getBegin());
    SourceLocation Last = R.getEnd().isValid()
                              ? SM.getExpansionRange(R.getEnd()).getEnd()
                              : Begin;
    SourceLocation End = Lexer::getLocForEndOfToken(Last, 0, SM, LO);
    if (End.isInvalid())
      End = Last;
    auto [File, BeginOffset] = SM.getDecomposedLoc(Begin);
    auto [EndFile, EndOffset] = SM.getDecomposedLoc(End);
    auto It = Covered.find(File);
    if (It != Covered.end() && File == EndFile)
      It->second.push_back({BeginOffset, std::max(BeginOffset, EndOffset)});
  }
  for (auto &[File, Kept] : Covered) {
    std::vector<OffsetRange> Skipped;
    for (const CodeRegion &R : Regions)
      if (R.File == File && R.Why == CodeRegion::SkippedBranch)
        Skipped.push_back({R.Begin, R.End});
    for (const OffsetRange &Gap :
         recoveryGaps(SM, LO, File, std::move(Kept), Skipped))
      Regions.push_back({File, Gap.first, Gap.second, CodeRegion::ParseError});
  }
}

std::vector<CodeRegion> UncoveredCode::regions(
    llvm::function_ref<bool(SourceLocation)> LeaveAlone) const {
  std::vector<CodeRegion> All;
  for (const CodeRegion &R : Regions)
    if (R.Why != CodeRegion::SkippedBranch ||
        !LeaveAlone(SM.getLocForStartOfFile(R.File).getLocWithOffset(R.Begin)))
      All.push_back(R);
  // A macro never expanded: its body was never checked against any
  // declaration.
  for (const MacroInfo *Macro : ProjectMacros)
    if (!Expanded.count(Macro))
      if (std::optional<CodeRegion> Body =
              bodyOf(Macro, CodeRegion::UnexpandedMacro))
        All.push_back(*Body);
  std::sort(All.begin(), All.end(),
            [](const CodeRegion &A, const CodeRegion &B) {
              return std::make_pair(A.File, A.Begin) <
                     std::make_pair(B.File, B.Begin);
            });
  std::vector<CodeRegion> Merged;
  for (const CodeRegion &R : All) {
    if (!Merged.empty() && Merged.back().File == R.File &&
        R.Begin <= Merged.back().End) {
      Merged.back().End = std::max(Merged.back().End, R.End);
      continue;
    }
    Merged.push_back(R);
  }
  return Merged;
}
