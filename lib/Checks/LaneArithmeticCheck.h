//===- LaneArithmeticCheck.h - Lane and warp ids computed with 32 -*- C++
//-*-===//
#ifndef HIPPORT_CHECKS_LANEARITHMETICCHECK_H
#define HIPPORT_CHECKS_LANEARITHMETICCHECK_H

#include "Checks/WarpAssumptionCheck.h"

namespace hipport {

/// `threadIdx.x & 31`, `% 32` (lane), `/ 32`, `>> 5` (warp id),
/// `blockDim.x / 32` (warps per block), a lane compared with 31, the first
/// warp selected as `tid < 32` around warp intrinsics, and loops that
/// stride from a lane by 32; only where they meet warp hardware and do not
/// form consistent 32-lane groups (WarpAssumptions).
class LaneArithmeticCheck : public WarpAssumptionCheck {
public:
  explicit LaneArithmeticCheck(RewriteContext &Ctx)
      : WarpAssumptionCheck("hipport-warp-lane-arithmetic", Ctx) {}

protected:
  bool owns(const GroupSite &S) const override;
  std::string describe(const GroupSite &S) const override;
};

} // namespace hipport

#endif
