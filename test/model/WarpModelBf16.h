//===- WarpModelBf16.h - bfloat16 in the warp model -------------*- C++ -*-===//
//
// Part of hipport's test suite. Included by include/hip/hip_bf16.h and
// include/cuda_bf16.h.
//
//===----------------------------------------------------------------------===//
//
// HIP's __hip_bfloat16 and __hip_bfloat162 (hip_bf16.h, HIP 5.7 on), which
// CUDA's __nv_bfloat16 and __nv_bfloat162 also are in the model
// (include/cuda_bf16.h): the operators and the functions named alike for
// half and bfloat16 (WarpModelFloat16.h), and the functions both toolkits
// name for bfloat16: moving bits in and out, pairing and splitting, and the
// conversions with float. HIP's one conversion from float,
// __float2bfloat16, rounds to nearest even. The conversions with CUDA's
// other roundings are in include/cuda_bf16.h, and hipport's compat header
// has them for HIP: the tests check its results against references of
// their own.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODELBF16_H
#define HIPPORT_TEST_MODEL_WARPMODELBF16_H

#include "WarpModelFloat16.h"

HIPMODEL_FLOAT16_TYPES(__hip_bfloat16, __hip_bfloat16_raw, __hip_bfloat162,
                       __hip_bfloat162_raw, Bf16Format)

inline __hip_bfloat16 __ushort_as_bfloat16(unsigned short Bits) {
  return __hip_bfloat16(__hip_bfloat16_raw{Bits});
}
inline unsigned short __bfloat16_as_ushort(__hip_bfloat16 H) { return H.Bits; }
inline __hip_bfloat16 __short_as_bfloat16(short Bits) {
  return __ushort_as_bfloat16(static_cast<unsigned short>(Bits));
}
inline short __bfloat16_as_short(__hip_bfloat16 H) {
  return static_cast<short>(H.Bits);
}
inline __hip_bfloat162 __halves2bfloat162(__hip_bfloat16 Low,
                                          __hip_bfloat16 High) {
  return __hip_bfloat162(Low, High);
}
inline __hip_bfloat162 __bfloat162bfloat162(__hip_bfloat16 H) {
  return __hip_bfloat162(H, H);
}
inline __hip_bfloat16 __low2bfloat16(__hip_bfloat162 P) { return P.x; }
inline __hip_bfloat16 __high2bfloat16(__hip_bfloat162 P) { return P.y; }
inline __hip_bfloat162 __low2bfloat162(__hip_bfloat162 P) {
  return __hip_bfloat162(P.x, P.x);
}
inline __hip_bfloat162 __high2bfloat162(__hip_bfloat162 P) {
  return __hip_bfloat162(P.y, P.y);
}
inline __hip_bfloat162 __lows2bfloat162(__hip_bfloat162 A, __hip_bfloat162 B) {
  return __hip_bfloat162(A.x, B.x);
}
inline __hip_bfloat162 __highs2bfloat162(__hip_bfloat162 A, __hip_bfloat162 B) {
  return __hip_bfloat162(A.y, B.y);
}
inline __hip_bfloat162 __lowhigh2highlow(__hip_bfloat162 P) {
  return __hip_bfloat162(P.y, P.x);
}
inline float __bfloat162float(__hip_bfloat16 H) { return H.f(); }
inline __hip_bfloat16 __float2bfloat16(float F) { return __hip_bfloat16(F); }
inline __hip_bfloat162 __float22bfloat162_rn(float2 F) {
  return __hip_bfloat162(F.x, F.y);
}
inline float2 __bfloat1622float2(__hip_bfloat162 P) {
  return float2{P.x.f(), P.y.f()};
}

#endif // HIPPORT_TEST_MODEL_WARPMODELBF16_H
