// A stand-in for the *_sync warp intrinsics of HIP 6.2, which Debian's HIP
// 5.2 headers lack. Like HIP 6.2 it insists on 64-bit masks, so the tests
// can show that code compiles only after hipport widened its masks.
#pragma once
#include <hip/hip_runtime.h>

// HIP 6.2 has __activemask(): the lanes that run the call, 64-bit.
__device__ inline unsigned long long __activemask() { return __ballot(1); }

#define HIPPORT_REQUIRE_64BIT_MASK(MaskT)                                      \
  static_assert(sizeof(MaskT) == 8, "The mask must be a 64-bit integer.")

template <typename MaskT, typename T>
__device__ T __shfl_sync(MaskT mask, T var, int lane, int width = warpSize) {
  HIPPORT_REQUIRE_64BIT_MASK(MaskT);
  return __shfl(var, lane, width);
}
template <typename MaskT, typename T>
__device__ T __shfl_down_sync(MaskT mask, T var, unsigned delta,
                              int width = warpSize) {
  HIPPORT_REQUIRE_64BIT_MASK(MaskT);
  return __shfl_down(var, delta, width);
}
template <typename MaskT, typename T>
__device__ T __shfl_up_sync(MaskT mask, T var, unsigned delta,
                            int width = warpSize) {
  HIPPORT_REQUIRE_64BIT_MASK(MaskT);
  return __shfl_up(var, delta, width);
}
template <typename MaskT, typename T>
__device__ T __shfl_xor_sync(MaskT mask, T var, int lane_mask,
                             int width = warpSize) {
  HIPPORT_REQUIRE_64BIT_MASK(MaskT);
  return __shfl_xor(var, lane_mask, width);
}
template <typename MaskT>
__device__ unsigned long long __ballot_sync(MaskT mask, int predicate) {
  HIPPORT_REQUIRE_64BIT_MASK(MaskT);
  return __ballot(predicate);
}
template <typename MaskT> __device__ int __any_sync(MaskT mask, int predicate) {
  HIPPORT_REQUIRE_64BIT_MASK(MaskT);
  return __any(predicate);
}
template <typename MaskT> __device__ int __all_sync(MaskT mask, int predicate) {
  HIPPORT_REQUIRE_64BIT_MASK(MaskT);
  return __all(predicate);
}
