//===- ShuffleWarp32Check.cpp ---------------------------------------------===//
#include "Checks/ShuffleWarp32Check.h"

using namespace hipport;

std::string ShuffleWarp32Check::describe(const GroupSite &S) const {
  const std::string &Name = S.Subject;
  switch (S.K) {
  case GroupSite::ReductionStart:
    return "shuffle reduction starts at offset 16: on a 64-lane wavefront "
           "lanes 32-63 are never combined; start at warpSize / 2";
  case GroupSite::ScanBound:
    return S.Origin.Value == 5
               ? "shuffle loop stops at 2^5 = 32 lanes: a 64-lane wavefront "
                 "needs one more step"
               : "shuffle loop stops at 32 lanes: a 64-lane wavefront needs "
                 "one more step; bound it by " +
                     S.Portable;
  case GroupSite::UnrolledOffset:
    return "'" + Name +
           "' with offset 16 starts a 32-lane reduction: on a 64-lane "
           "wavefront add a step with offset 32 (or loop from warpSize / 2)";
  case GroupSite::LastLane:
    return "broadcast from lane 31 assumes it is the last lane; on a 64-lane "
           "wavefront the last lane is 63: use warpSize - 1";
  default:
    return "'" + Name +
           "' with width 32 splits a 64-lane wavefront into two halves; the "
           "whole warp is width warpSize";
  }
}
