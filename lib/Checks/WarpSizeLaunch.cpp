//===- WarpSizeLaunch.cpp - A host warp size of 32 given to a kernel ------===//
//
// `const int warp_size = 32;` on the host, passed to a kernel as its lane
// count: the kernel partitions its lanes by it while its votes and ballots
// cover the whole 64-lane wavefront (HeCBench vote: the All check fails on
// lanes 96-127). The kernel is right; the host's number is not, and HIP has
// no warpSize on the host, so the value must be queried
// (hipDeviceAttributeWarpSize) by a person: an error, never a silent
// conversion.
//
//===----------------------------------------------------------------------===//
#include "Analysis/WarpValues.h"
#include "Checks/WarpSizeConstantCheck.h"
#include "Support/WarpNames.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void WarpSizeConstantCheck::matchLaunch(const MatchFinder::MatchResult &R) {
  const auto *Call = R.Nodes.getNodeAs<CUDAKernelCallExpr>("launch");
  const auto *Held = R.Nodes.getNodeAs<VarDecl>("held");
  const auto *Param = R.Nodes.getNodeAs<ParmVarDecl>("param");
  if (!Held || !Param || !Held->getIdentifier() ||
      !isWarpSizeName(Held->getName()) || !Held->getInit() ||
      !inProject(Call->getBeginLoc()))
    return;
  ConstantOrigin Init = constantOrigin(Held->getInit(), *R.Context);
  if (Init.K == ConstantOrigin::Literal && Init.Value == 32)
    Launches.push_back({Call, Held, Param});
}

void WarpSizeConstantCheck::reportLaunches(ASTContext &AST) {
  if (Launches.empty())
    return;
  const WarpAssumptions &Analysis = warpAssumptions(AST);
  const SourceManager &SM = AST.getSourceManager();
  for (const Launch &L : Launches) {
    const FunctionDecl *Kernel = L.Call->getDirectCallee();
    // Only a kernel that works on hardware lanes (votes, ballots,
    // warpSize) meets the number; one that keeps to 32-lane groups, or
    // uses none, is right with 32.
    if (!Kernel || !Analysis.inHardwareWarpCode(Kernel) || !L.Param->isUsed())
      continue;
    diagAs(
        "hipport-warp-hand-port", L.Call->getBeginLoc(),
        "'" + Kernel->getName() + "' is launched with '" + L.Held->getName() +
            "' (32, line " +
            std::to_string(SM.getExpansionLineNumber(L.Held->getLocation())) +
            ") as its '" + L.Param->getName() +
            "', but works on hardware lanes, 64 on AMD wavefronts: pass "
            "the device's warp size (hipDeviceGetAttribute with "
            "hipDeviceAttributeWarpSize) and size the launch by it; "
            "hipport left it as written");
  }
  Launches.clear();
}
