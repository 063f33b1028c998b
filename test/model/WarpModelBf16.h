//===- WarpModelBf16.h - HIP's bfloat16 in the warp model -------*- C++ -*-===//
//
// Part of hipport's test suite. Included by include/hip/hip_bf16.h.
//
//===----------------------------------------------------------------------===//
//
// What converted code needs of HIP's hip_bf16.h (HIP 5.7 on): the types
// __hip_bfloat16 and __hip_bfloat162 as bit patterns, and the functions
// that move bits in and out of them, pair them and widen them to float.
// Conversions from float are not modelled: hipport's compat header writes
// those, and the tests check its results against references of their own.
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

#endif // HIPPORT_TEST_MODEL_WARPMODELBF16_H
