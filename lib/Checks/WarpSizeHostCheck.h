//===- WarpSizeHostCheck.h - warpSize read by host code ---------*- C++ -*-===//
#ifndef HIPPORT_CHECKS_WARPSIZEHOSTCHECK_H
#define HIPPORT_CHECKS_WARPSIZEHOSTCHECK_H

#include "Checks/Check.h"

namespace hipport {

/// Host code that reads warpSize gets clang's constant 32 under CUDA; in
/// HIP warpSize belongs to the device (and is not a constant from ROCm 7),
/// so host code must ask the device with hipDeviceGetAttribute.
class WarpSizeHostCheck : public Check {
public:
  explicit WarpSizeHostCheck(RewriteContext &Ctx)
      : Check("hipport-warp-size-host", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
};

} // namespace hipport

#endif
