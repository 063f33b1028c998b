//===- ShuffleWarp32Check.h - Shuffles that assume 32 lanes -----*- C++ -*-===//
#ifndef HIPPORT_CHECKS_SHUFFLEWARP32CHECK_H
#define HIPPORT_CHECKS_SHUFFLEWARP32CHECK_H

#include "Checks/WarpAssumptionCheck.h"

namespace hipport {

/// Shuffle reductions from offset 16, scans bounded by 32 (or by 2^5),
/// broadcasts from lane 31 and shuffles of width 32, where they are part of
/// an inconsistent 32-lane assumption (WarpAssumptions).
class ShuffleWarp32Check : public WarpAssumptionCheck {
public:
  explicit ShuffleWarp32Check(RewriteContext &Ctx)
      : WarpAssumptionCheck("hipport-warp-shuffle-32", Ctx) {}

protected:
  bool owns(const GroupSite &S) const override { return S.isShuffleSite(); }
  std::string describe(const GroupSite &S) const override;
};

} // namespace hipport

#endif
