//===- SharedWarpArrayCheck.h - Shared arrays sized for 32 lanes -*- C++
//-*-===//
#ifndef HIPPORT_CHECKS_SHAREDWARPARRAYCHECK_H
#define HIPPORT_CHECKS_SHAREDWARPARRAYCHECK_H

#include "Checks/WarpAssumptionCheck.h"

namespace hipport {

/// A __shared__ array of 32 elements indexed by a lane (or of 32 rows, one
/// per lane, indexed by a lane's row), in warp code whose
/// lanes can reach 63 (not in consistent 32-lane groups, where a lane is
/// below 32 by construction).
class SharedWarpArrayCheck : public WarpAssumptionCheck {
public:
  explicit SharedWarpArrayCheck(RewriteContext &Ctx)
      : WarpAssumptionCheck("hipport-warp-shared-array", Ctx) {}

protected:
  bool owns(const GroupSite &S) const override {
    return S.K == GroupSite::SharedLaneArray;
  }
  std::string describe(const GroupSite &S) const override {
    if (S.LaneRow > 1)
      return "shared array '" + S.Subject + "' has 32 rows of " +
             std::to_string(S.LaneRow) +
             " elements and is indexed by a lane's row: lanes 32-63 of a "
             "64-lane wavefront run past its end; size it by 64 rows (or by "
             "warpSize where a run-time size is possible)";
    return "shared array '" + S.Subject +
           "' has 32 elements and is indexed by lane: lanes 32-63 of a "
           "64-lane wavefront run past its end; size it by 64 (or by "
           "warpSize where a run-time size is possible)";
  }
};

} // namespace hipport

#endif
