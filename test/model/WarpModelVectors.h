//===- WarpModelVectors.h - Vector types of the warp model ------*- C++ -*-===//
//
// Part of hipport's test suite. Included by WarpModel.h.
//
//===----------------------------------------------------------------------===//
//
// The vector types kernels load and store whole (char1 ... double4, uint2,
// uint4): plain aggregates with the members x, y, z, w and CUDA's make_*
// functions, which is all that code moving them needs. No arithmetic
// operators: CUDA has none either.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODELVECTORS_H
#define HIPPORT_TEST_MODEL_WARPMODELVECTORS_H

// CUDA's alignment: a 2- or 4-vector is aligned to its size (float4 to 16
// bytes, which vector loads of a float * cast to float4 * rely on), a
// 3-vector to its element.
#define HIPMODEL_VECTOR1(T, NAME)                                              \
  struct NAME {                                                                \
    T x;                                                                       \
  };                                                                           \
  inline NAME make_##NAME(T X) { return NAME{X}; }
#define HIPMODEL_VECTOR2(T, NAME)                                              \
  struct alignas(2 * sizeof(T)) NAME {                                         \
    T x, y;                                                                    \
  };                                                                           \
  inline NAME make_##NAME(T X, T Y) { return NAME{X, Y}; }
#define HIPMODEL_VECTOR3(T, NAME)                                              \
  struct NAME {                                                                \
    T x, y, z;                                                                 \
  };                                                                           \
  inline NAME make_##NAME(T X, T Y, T Z) { return NAME{X, Y, Z}; }
#define HIPMODEL_VECTOR4(T, NAME)                                              \
  struct alignas(4 * sizeof(T) < 16 ? 4 * sizeof(T) : 16) NAME {              \
    T x, y, z, w;                                                              \
  };                                                                           \
  inline NAME make_##NAME(T X, T Y, T Z, T W) { return NAME{X, Y, Z, W}; }
#define HIPMODEL_VECTORS(T, NAME)                                              \
  HIPMODEL_VECTOR1(T, NAME##1)                                                 \
  HIPMODEL_VECTOR2(T, NAME##2)                                                 \
  HIPMODEL_VECTOR3(T, NAME##3)                                                 \
  HIPMODEL_VECTOR4(T, NAME##4)
HIPMODEL_VECTORS(signed char, char)
HIPMODEL_VECTORS(unsigned char, uchar)
HIPMODEL_VECTORS(short, short)
HIPMODEL_VECTORS(unsigned short, ushort)
HIPMODEL_VECTORS(int, int)
HIPMODEL_VECTORS(long, long)
HIPMODEL_VECTORS(unsigned long, ulong)
HIPMODEL_VECTORS(long long, longlong)
HIPMODEL_VECTORS(unsigned long long, ulonglong)
HIPMODEL_VECTORS(float, float)
HIPMODEL_VECTORS(double, double)
// uint3 is dim3 (WarpModel.h), as threadIdx's type is in CUDA.
HIPMODEL_VECTOR1(unsigned, uint1)
HIPMODEL_VECTOR2(unsigned, uint2)
HIPMODEL_VECTOR4(unsigned, uint4)
inline uint3 make_uint3(unsigned X, unsigned Y, unsigned Z) {
  return uint3(X, Y, Z);
}
#undef HIPMODEL_VECTORS
#undef HIPMODEL_VECTOR1
#undef HIPMODEL_VECTOR2
#undef HIPMODEL_VECTOR3
#undef HIPMODEL_VECTOR4

#endif // HIPPORT_TEST_MODEL_WARPMODELVECTORS_H
