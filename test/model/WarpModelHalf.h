//===- WarpModelHalf.h - Half precision in the warp model -------*- C++ -*-===//
//
// Part of hipport's test suite. Included by include/hip/hip_fp16.h and
// include/cuda_fp16.h.
//
//===----------------------------------------------------------------------===//
//
// __half and __half2 as both CUDA's cuda_fp16.h and HIP's hip_fp16.h have
// them (WarpModelFloat16.h: the operators and the functions named alike for
// half and bfloat16), and the functions both name for half only: moving
// bits in and out, pairing and splitting, and the conversions with float
// and the integer types. What only CUDA declares is in include/cuda_fp16.h,
// so that converted code that still calls it does not compile in the model.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODELHALF_H
#define HIPPORT_TEST_MODEL_WARPMODELHALF_H

#include "WarpModelFloat16.h"

HIPMODEL_FLOAT16_TYPES(__half, __half_raw, __half2, __half2_raw, HalfFormat)
typedef __half half;
typedef __half2 half2;

inline float __half2float(__half H) { return H.f(); }
inline __half __float2half(float F) { return __half(F); }
inline __half __float2half_rn(float F) { return __half(F); }
inline __half2 __float2half2_rn(float F) { return __half2(F, F); }
inline __half2 __floats2half2_rn(float Low, float High) {
  return __half2(Low, High);
}
inline __half2 __float22half2_rn(float2 F) { return __half2(F.x, F.y); }
inline float2 __half22float2(__half2 P) { return float2{P.x.f(), P.y.f()}; }
inline unsigned short __half_as_ushort(__half H) { return H.Bits; }
inline short __half_as_short(__half H) { return static_cast<short>(H.Bits); }
inline __half __ushort_as_half(unsigned short Bits) {
  return __half(__half_raw{Bits});
}
inline __half __short_as_half(short Bits) {
  return __ushort_as_half(static_cast<unsigned short>(Bits));
}
inline __half2 __halves2half2(__half Low, __half High) {
  return __half2(Low, High);
}
inline __half2 __half2half2(__half H) { return __half2(H, H); }
inline __half __low2half(__half2 P) { return P.x; }
inline __half __high2half(__half2 P) { return P.y; }
inline __half2 __low2half2(__half2 P) { return __half2(P.x, P.x); }
inline __half2 __high2half2(__half2 P) { return __half2(P.y, P.y); }
inline __half2 __lows2half2(__half2 A, __half2 B) { return __half2(A.x, B.x); }
inline __half2 __highs2half2(__half2 A, __half2 B) { return __half2(A.y, B.y); }
inline __half2 __lowhigh2highlow(__half2 P) { return __half2(P.y, P.x); }
inline int __half2int_rn(__half H) { return int(std::nearbyint(H.f())); }
inline int __half2int_rz(__half H) { return int(H.f()); }
inline int __half2int_rd(__half H) { return int(std::floor(H.f())); }
inline int __half2int_ru(__half H) { return int(std::ceil(H.f())); }
inline __half __int2half_rn(int V) { return __half(V); }
inline unsigned __half2uint_rz(__half H) { return unsigned(H.f()); }
inline __half __uint2half_rn(unsigned V) { return __half(V); }
inline short __half2short_rz(__half H) { return short(H.f()); }
inline __half __short2half_rn(short V) { return __half(V); }
inline unsigned short __half2ushort_rz(__half H) {
  return static_cast<unsigned short>(H.f());
}
inline __half __ushort2half_rn(unsigned short V) { return __half(V); }
inline long long __half2ll_rz(__half H) { return (long long)H.f(); }
inline __half __ll2half_rn(long long V) { return __half(V); }

#endif // HIPPORT_TEST_MODEL_WARPMODELHALF_H
