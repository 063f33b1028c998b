//===- WarpModelVectors.h - Vector types of the warp model ------*- C++ -*-===//
//
// Part of hipport's test suite. Included by WarpModel.h.
//
//===----------------------------------------------------------------------===//
//
// The vector types kernels load and store whole (float4, int4, ...): plain
// aggregates with the members x, y, z, w and CUDA's make_* functions, which
// is all that code moving them needs. No arithmetic operators: CUDA has
// none either.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODELVECTORS_H
#define HIPPORT_TEST_MODEL_WARPMODELVECTORS_H

#define HIPMODEL_VECTOR2(T, NAME)                                              \
  struct NAME {                                                                \
    T x, y;                                                                    \
  };                                                                           \
  inline NAME make_##NAME(T X, T Y) { return NAME{X, Y}; }
#define HIPMODEL_VECTOR4(T, NAME)                                              \
  struct NAME {                                                                \
    T x, y, z, w;                                                              \
  };                                                                           \
  inline NAME make_##NAME(T X, T Y, T Z, T W) { return NAME{X, Y, Z, W}; }
HIPMODEL_VECTOR2(float, float2)
HIPMODEL_VECTOR4(float, float4)
HIPMODEL_VECTOR2(int, int2)
HIPMODEL_VECTOR4(int, int4)
HIPMODEL_VECTOR2(double, double2)
#undef HIPMODEL_VECTOR2
#undef HIPMODEL_VECTOR4

#endif // HIPPORT_TEST_MODEL_WARPMODELVECTORS_H
