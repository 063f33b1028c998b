//===- SharedWarpArrayCheck.h - Shared arrays of one slot per lane -*- C++
//-*-===//
#ifndef HIPPORT_CHECKS_SHAREDWARPARRAYCHECK_H
#define HIPPORT_CHECKS_SHAREDWARPARRAYCHECK_H

#include "Checks/Check.h"
#include "llvm/ADT/DenseSet.h"

namespace hipport {

/// `__shared__ float perLane[32]` indexed by a lane id: sized for 32-lane
/// warps, so lanes 32-63 of a wavefront run past the end. (Indexed by warp
/// id, 32 slots suffice: a block has at most 16 wavefronts.)
class SharedWarpArrayCheck : public Check {
public:
  explicit SharedWarpArrayCheck(RewriteContext &Ctx)
      : Check("hipport-warp-shared-array", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  llvm::DenseSet<const clang::VarDecl *> Reported;
};

} // namespace hipport

#endif
