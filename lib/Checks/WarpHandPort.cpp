//===- WarpHandPort.cpp - A 32-lane assumption left for a person ----------===//
//
// An assumption hipport cannot port whole is wrong on a 64-lane wavefront
// as written, and widening its masks alone would make it compile and run
// wrong. So it is an error that names every line; `convert` exits 1, lists
// it in its summary, and writes an #error before the kernel, so that the
// converted file stops the build with this explanation instead of HIP 7's
// "The mask must be a 64-bit integer" (which invites the half-fix) or,
// on older HIP, no message at all.
//
//===----------------------------------------------------------------------===//
#include "Checks/WarpAssumptionCheck.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include <set>

using namespace hipport;
using namespace clang;

namespace {

constexpr llvm::StringLiteral HandPortRule = "hipport-warp-hand-port";
/// What the inserted directive starts with: a second conversion of the
/// output finds it and does not add another.
constexpr llvm::StringLiteral StopMarker = "#error \"hipport: ";

/// The kernel the assumption is reported at: the first kernel of the group
/// in the file, else the first function with a site.
const FunctionDecl *ownerOf(const WarpAssumption &A, const SourceManager &SM) {
  const FunctionDecl *Owner = nullptr;
  auto Earlier = [&](const FunctionDecl *F) {
    return !Owner ||
           SM.isBeforeInTranslationUnit(F->getLocation(), Owner->getLocation());
  };
  for (const FunctionDecl *F : A.Functions)
    if (F->hasAttr<CUDAGlobalAttr>() && Earlier(F))
      Owner = F;
  if (!Owner)
    for (const GroupSite &S : A.Sites)
      if (S.Function && Earlier(S.Function))
        Owner = S.Function;
  return Owner;
}

/// "lines 5, 8, other.cuh:12" for the sites of A, seen from File.
std::string siteLines(const WarpAssumption &A, FileID File,
                      const SourceManager &SM) {
  std::set<unsigned> Here;
  std::set<std::string> Elsewhere;
  for (const GroupSite &S : A.Sites) {
    SourceLocation L = SM.getExpansionLoc(S.Loc);
    unsigned Line = SM.getExpansionLineNumber(L);
    if (SM.getFileID(L) == File)
      Here.insert(Line);
    else
      Elsewhere.insert(SM.getFilename(L).rsplit('/').second.str() + ":" +
                       std::to_string(Line));
  }
  std::string Out;
  for (unsigned Line : Here)
    Out += (Out.empty() ? "" : ", ") + std::to_string(Line);
  if (!Out.empty())
    Out = (Here.size() > 1 ? "lines " : "line ") + Out;
  for (const std::string &Other : Elsewhere)
    Out += (Out.empty() ? "" : ", ") + Other;
  return Out;
}

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

} // namespace

void WarpAssumptionCheck::reportHandPort(const WarpAssumption &A,
                                         ASTContext &AST) {
  const SourceManager &SM = AST.getSourceManager();
  const FunctionDecl *Owner = ownerOf(A, SM);
  if (!Owner || Ctx.dropsFinding(HandPortRule, Owner->getLocation()))
    return;
  SourceLocation At = SM.getExpansionLoc(Owner->getLocation());
  std::string Lines = siteLines(A, SM.getFileID(At), SM);
  auto What = [&](llvm::StringRef Source) {
    return "'" + Owner->getNameAsString() + "' assumes 32-lane warps at " +
           Lines + Source.str() + ", which cannot be ported automatically (" +
           A.WhyNoFix + ")";
  };
  diagAs(HandPortRule, At,
         What("") +
             ": change these lines together by hand for 64-lane "
             "wavefronts; hipport left them as written" +
             (Ctx.options().ApplyFixes && SM.isInMainFile(At)
                  ? " and stops the build of the converted file here"
                  : ""));
  // Only in the unit's own file: a header is shared with units whose
  // kernels may not need the stop.
  if (!Ctx.options().ApplyFixes || !SM.isInMainFile(At))
    return;
  SourceLocation LineStart = declarationLineStart(Owner, SM);
  if (stoppedAlready(LineStart, SM))
    return;
  if (std::optional<FileRange> Where =
          Ctx.projectRange(CharSourceRange::getCharRange(LineStart, LineStart)))
    // The lines of the CUDA source, as the report names them: the
    // converted file's own lines move with the edits.
    Ctx.replace(*Where, StopMarker.str() + What(" of the CUDA source") +
                            "; port them by hand, then delete this line\"\n");
}
