//===- SharedWarpArrayCheck.h - Shared arrays of one slot per lane -*- C++ -*-===//
#ifndef HIPPORT_CHECKS_SHAREDWARPARRAYCHECK_H
#define HIPPORT_CHECKS_SHAREDWARPARRAYCHECK_H

#include "Checks/Check.h"
#include "llvm/ADT/DenseSet.h"

namespace hipport {

/// `__shared__ float partial[32]` indexed by a lane or warp id: sized for
/// 32-lane warps. On 64-lane wavefronts a lane index runs past the end.
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
