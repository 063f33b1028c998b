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
#include "Checks/BuildStop.h"
#include "Checks/WarpAssumptionCheck.h"
#include "Support/LineLists.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace hipport;
using namespace clang;

namespace {

constexpr llvm::StringLiteral HandPortRule = "hipport-warp-hand-port";
/// The kernel the assumption is reported at: the first kernel of the group
/// that holds a site, else the first kernel of the group in the file, else
/// the first function with a site. A group joins the kernels that share a
/// helper (an unrelated kernel calling the same random-number function), so
/// the first kernel alone can be one with no 32 in it (HeCBench mf-sgd).
const FunctionDecl *ownerOf(const WarpAssumption &A, const SourceManager &SM) {
  const FunctionDecl *Owner = nullptr;
  auto Earlier = [&](const FunctionDecl *F) {
    return !Owner ||
           SM.isBeforeInTranslationUnit(F->getLocation(), Owner->getLocation());
  };
  for (const GroupSite &S : A.Sites)
    if (S.Function && S.Function->hasAttr<CUDAGlobalAttr>() &&
        Earlier(S.Function))
      Owner = S.Function;
  if (!Owner)
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
      Elsewhere.insert(llvm::sys::path::filename(SM.getFilename(L)).str() +
                       ":" + std::to_string(Line));
  }
  std::string Out = linesPhrase(Here);
  for (const std::string &Other : Elsewhere)
    Out += (Out.empty() ? "" : ", ") + Other;
  return Out;
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
             (writesBuildStop(Ctx, Owner)
                  ? " and stops the build of the converted file here"
                  : ""));
  // The lines of the CUDA source, as the report names them: the converted
  // file's own lines move with the edits.
  stopBuildBefore(Ctx, Owner,
                  What(" of the CUDA source") +
                      "; port them by hand, then delete this line");
}
