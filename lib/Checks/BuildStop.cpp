//===- BuildStop.cpp ------------------------------------------------------===//
#include "Checks/BuildStop.h"
#include "Rewrite/RewriteContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/Support/Path.h"

using namespace hipport;
using namespace clang;

namespace {

/// What the inserted directive starts with: a second conversion of the
/// output finds it and does not add another.
constexpr llvm::StringLiteral StopMarker = "#error \"hipport: ";

/// The start of the line where F's declaration begins (its template
/// header or its __global__ attribute, whichever comes first).
SourceLocation declarationLineStart(const FunctionDecl *F,
                                    const SourceManager &SM) {
  SourceLocation Begin = SM.getExpansionLoc(F->getOuterLocStart());
  if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate())
    Begin = SM.getExpansionLoc(T->getBeginLoc());
  for (const Attr *A : F->attrs()) {
    SourceLocation L = SM.getExpansionLoc(A->getLocation());
    if (L.isValid() && SM.getFileID(L) == SM.getFileID(Begin) &&
        SM.isBeforeInTranslationUnit(L, Begin))
      Begin = L;
  }
  std::pair<FileID, unsigned> Decomposed = SM.getDecomposedLoc(Begin);
  unsigned Column = SM.getColumnNumber(Decomposed.first, Decomposed.second);
  return Begin.getLocWithOffset(-static_cast<int>(Column - 1));
}

/// Whether the line before Line already holds hipport's stop.
bool stoppedAlready(SourceLocation LineStart, const SourceManager &SM) {
  std::pair<FileID, unsigned> At = SM.getDecomposedLoc(LineStart);
  llvm::StringRef Text = SM.getBufferData(At.first).take_front(At.second);
  Text = Text.drop_back(Text.ends_with("\n") ? 1 : 0);
  if (Text.ends_with("\r"))
    Text = Text.drop_back();
  return Text.substr(Text.rfind('\n') + 1).starts_with(StopMarker);
}

/// Message as the inside of a string literal on one line.
std::string quoted(llvm::StringRef Message) {
  std::string Out;
  for (char C : Message) {
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += C == '\n' ? ' ' : C;
  }
  return Out;
}

/// The start of the line of the unit's own file that includes, directly or
/// not, the file Loc is in.
SourceLocation includingLineStart(SourceLocation Loc, const SourceManager &SM) {
  FileID File = SM.getFileID(Loc);
  SourceLocation Include = SM.getIncludeLoc(File);
  while (Include.isValid() && !SM.isInMainFile(Include))
    Include = SM.getIncludeLoc(SM.getFileID(Include));
  if (Include.isInvalid())
    return {};
  std::pair<FileID, unsigned> At = SM.getDecomposedLoc(Include);
  llvm::StringRef Before = SM.getBufferData(At.first).take_front(At.second);
  return Include.getLocWithOffset(
      -static_cast<int>(At.second - (Before.rfind('\n') + 1)));
}

} // namespace

bool hipport::writesBuildStop(const RewriteContext &Ctx,
                              const FunctionDecl *F) {
  const SourceManager &SM = Ctx.sourceManager();
  SourceLocation At = SM.getExpansionLoc(F->getLocation());
  return Ctx.options().ApplyFixes &&
         (SM.isInMainFile(At) || includingLineStart(At, SM).isValid());
}

void hipport::stopBuildBefore(RewriteContext &Ctx, const FunctionDecl *F,
                              llvm::StringRef Message) {
  if (!writesBuildStop(Ctx, F))
    return;
  const SourceManager &SM = Ctx.sourceManager();
  SourceLocation At = SM.getExpansionLoc(F->getLocation());
  SourceLocation LineStart;
  std::string Text = Message.str();
  if (SM.isInMainFile(At)) {
    LineStart = declarationLineStart(F, SM);
  } else {
    // A header is shared with units whose kernels may not need the stop:
    // it goes before the #include of the unit's own file that brings the
    // function in, and says where the function is.
    LineStart = includingLineStart(At, SM);
    Text = llvm::sys::path::filename(SM.getFilename(At)).str() + ": " + Text;
  }
  if (stoppedAlready(LineStart, SM))
    return;
  if (std::optional<FileRange> Where =
          Ctx.projectRange(CharSourceRange::getCharRange(LineStart, LineStart)))
    Ctx.replace(*Where, StopMarker.str() + quoted(Text) + "\"\n");
}
