//===- LaneArithmeticCheck.cpp --------------------------------------------===//
#include "Checks/LaneArithmeticCheck.h"

using namespace hipport;

bool LaneArithmeticCheck::owns(const GroupSite &S) const {
  return !S.isShuffleSite() && S.K != GroupSite::SharedLaneArray;
}

std::string LaneArithmeticCheck::describe(const GroupSite &S) const {
  switch (S.K) {
  case GroupSite::FirstWarp:
    return "selects the first warp as the first 32 threads, then uses warp "
           "intrinsics: a 64-lane wavefront is the first 64; use warpSize";
  case GroupSite::LaneStride:
    return "a warp strides over data 32 elements at a time from its lane: "
           "a 64-lane wavefront covers 64; stride by warpSize";
  case GroupSite::LaneCount:
    return "compares the count '" + S.Subject +
           "', which bounds a lane id, with 32 lanes: a 64-lane wavefront "
           "takes 64 elements, one per lane; use warpSize";
  default:
    break;
  }
  const char *Meaning = S.K == GroupSite::LaneId         ? "a lane id"
                        : S.K == GroupSite::WarpId       ? "a warp id"
                        : S.K == GroupSite::LaneCompare  ? "the last lane"
                        : S.K == GroupSite::WarpsPerGrid ? "the number of "
                                                           "warps in the grid"
                        : S.K == GroupSite::WarpBase ? "the first element of a "
                                                       "warp's share"
                                                     : "the number of "
                                                       "warps per block";
  std::string Through = S.Origin.K == ConstantOrigin::WarpNamed
                            ? " ('" + S.Origin.Name + "')"
                            : "";
  return "computes " + std::string(Meaning) + " with " +
         std::to_string(S.Origin.Value) + Through +
         ", assuming 32-lane warps; AMD wavefronts have 64 lanes; use '" +
         S.Portable + "'";
}
