//===- WarpModelBf16.h - HIP's bfloat16 in the warp model -------*- C++ -*-===//
//
// Part of hipport's test suite. Included by include/hip/hip_bf16.h.
//
//===----------------------------------------------------------------------===//
//
// What converted code needs of HIP's hip_bf16.h (HIP 5.7 on): the types
// __hip_bfloat16 and __hip_bfloat162 as bit patterns, and the functions
// that move bits in and out of them, pair them, widen them to float, and
// HIP's one conversion from float, __float2bfloat16 (to nearest even). The
// conversions with CUDA's other roundings are hipport's compat header's;
// the tests check its results against references of their own.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODELBF16_H
#define HIPPORT_TEST_MODEL_WARPMODELBF16_H

struct __hip_bfloat16 {
  unsigned short Bits;
};
struct __hip_bfloat162 {
  __hip_bfloat16 x, y;
};

inline __hip_bfloat16 __ushort_as_bfloat16(unsigned short Bits) {
  return __hip_bfloat16{Bits};
}
inline unsigned short __bfloat16_as_ushort(__hip_bfloat16 H) { return H.Bits; }
inline __hip_bfloat162 __halves2bfloat162(__hip_bfloat16 Low,
                                          __hip_bfloat16 High) {
  return __hip_bfloat162{Low, High};
}
inline __hip_bfloat16 __low2bfloat16(__hip_bfloat162 P) { return P.x; }
inline __hip_bfloat16 __high2bfloat16(__hip_bfloat162 P) { return P.y; }
inline float __bfloat162float(__hip_bfloat16 H) {
  return hipmodel::fromBits<float>(uint64_t(H.Bits) << 16);
}
/// The upper 16 bits of F, rounded to nearest even by the lower 16; a NaN
/// stays a NaN (made quiet, so that dropping bits cannot make it infinite).
inline __hip_bfloat16 __float2bfloat16(float F) {
  uint32_t Bits;
  __builtin_memcpy(&Bits, &F, sizeof Bits);
  if ((Bits & 0x7fffffffu) > 0x7f800000u)
    return __hip_bfloat16{static_cast<unsigned short>((Bits >> 16) | 0x40u)};
  Bits += 0x7fffu + ((Bits >> 16) & 1u);
  return __hip_bfloat16{static_cast<unsigned short>(Bits >> 16)};
}

#endif // HIPPORT_TEST_MODEL_WARPMODELBF16_H
