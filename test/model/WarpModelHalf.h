//===- WarpModelHalf.h - HIP's half precision in the warp model -*- C++ -*-===//
//
// Part of hipport's test suite. Included by include/hip/hip_fp16.h.
//
//===----------------------------------------------------------------------===//
//
// What converted code and hipport's compat header need of HIP's
// hip_fp16.h: the types __half and __half2, moving bits in and out of a
// __half, pairing and splitting __half2, and the conversions between
// __half and float. HIP's __half holds a _Float16 and converts with it
// (rounding to nearest even); so does the model, on the host compiler's
// _Float16. Of HIP's arithmetic on __half only the fused multiply-add is
// modelled, which hipport's __hfma_relu and __hcmadd shims are written over;
// the others are written over the conversions.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODELHALF_H
#define HIPPORT_TEST_MODEL_WARPMODELHALF_H

struct __half {
  _Float16 Value;
};
struct __half2 {
  __half x, y;
};

inline float __half2float(__half H) { return static_cast<float>(H.Value); }
inline __half __float2half(float F) { return __half{static_cast<_Float16>(F)}; }
inline __half __float2half_rn(float F) { return __float2half(F); }
inline unsigned short __half_as_ushort(__half H) {
  unsigned short Bits;
  __builtin_memcpy(&Bits, &H, sizeof Bits);
  return Bits;
}
inline __half __ushort_as_half(unsigned short Bits) {
  __half H;
  __builtin_memcpy(&H, &Bits, sizeof H);
  return H;
}
inline __half2 __halves2half2(__half Low, __half High) {
  return __half2{Low, High};
}
inline __half __low2half(__half2 P) { return P.x; }
inline __half __high2half(__half2 P) { return P.y; }

/// HIP's __hfma: A * B + C rounded once to half (ocml's fma_f16). The model
/// computes it exactly in __float128 (a product of two halves has 22
/// significant bits, and the sum spans at most 64 bits of its 113) and
/// rounds that to _Float16 once.
inline __half __hfma(__half A, __half B, __half C) {
  __float128 Exact = static_cast<__float128>(A.Value) * B.Value + C.Value;
  return __half{static_cast<_Float16>(Exact)};
}

#endif // HIPPORT_TEST_MODEL_WARPMODELHALF_H
