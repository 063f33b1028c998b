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

namespace hipmodel {
/// Which types are vectors, of what and how many: HIP's operators apply to
/// those only.
template <typename V> struct VectorTraits {
  static constexpr int N = 0;
};
} // namespace hipmodel
#define HIPMODEL_VECTOR_TRAITS(T, NAME, COUNT)                                 \
  template <> struct hipmodel::VectorTraits<NAME> {                            \
    using Elem = T;                                                            \
    static constexpr int N = COUNT;                                            \
  };

// CUDA's alignment: a 2- or 4-vector is aligned to its size (float4 to 16
// bytes, which vector loads of a float * cast to float4 * rely on), a
// 3-vector to its element.
#define HIPMODEL_VECTOR1(T, NAME)                                              \
  struct NAME {                                                                \
    T x;                                                                       \
  };                                                                           \
  inline NAME make_##NAME(T X) { return NAME{X}; }                             \
  HIPMODEL_VECTOR_TRAITS(T, NAME, 1)
#define HIPMODEL_VECTOR2(T, NAME)                                              \
  struct alignas(2 * sizeof(T)) NAME {                                         \
    T x, y;                                                                    \
  };                                                                           \
  inline NAME make_##NAME(T X, T Y) { return NAME{X, Y}; }                     \
  HIPMODEL_VECTOR_TRAITS(T, NAME, 2)
#define HIPMODEL_VECTOR3(T, NAME)                                              \
  struct NAME {                                                                \
    T x, y, z;                                                                 \
  };                                                                           \
  inline NAME make_##NAME(T X, T Y, T Z) { return NAME{X, Y, Z}; }             \
  HIPMODEL_VECTOR_TRAITS(T, NAME, 3)
#define HIPMODEL_VECTOR4(T, NAME)                                              \
  struct alignas(4 * sizeof(T) < 16 ? 4 * sizeof(T) : 16) NAME {              \
    T x, y, z, w;                                                              \
  };                                                                           \
  inline NAME make_##NAME(T X, T Y, T Z, T W) { return NAME{X, Y, Z, W}; }     \
  HIPMODEL_VECTOR_TRAITS(T, NAME, 4)
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

// HIP's vector types have element-wise operators (hip_vector_type.h), and
// HIP code relies on them: hipport guards a CUDA program's own float4
// operator+= with !__HIP_PLATFORM_AMD__. CUDA's have none, and CUDA programs
// define their own, so these exist on the HIP platform only. uint3 is dim3
// here and has none.
#ifdef __HIP_PLATFORM_AMD__
namespace hipmodel {
template <typename V>
using IfVector = std::enable_if_t<(VectorTraits<V>::N > 0), int>;
template <typename V> using ElemOf = typename VectorTraits<V>::Elem;
template <typename V, typename F> V elementwise(V A, const V &B, F Op) {
  auto *Out = &A.x;
  const auto *In = &B.x;
  for (int I = 0; I != VectorTraits<V>::N; ++I)
    Out[I] = Op(Out[I], In[I]);
  return A;
}
} // namespace hipmodel
#define HIPMODEL_VECTOR_OPERATOR(OP)                                           \
  template <typename V, hipmodel::IfVector<V> = 0>                             \
  V operator OP(V A, const V &B) {                                             \
    return hipmodel::elementwise(A, B, [](auto X, auto Y) { return X OP Y; }); \
  }                                                                            \
  template <typename V, hipmodel::IfVector<V> = 0>                             \
  V operator OP(V A, hipmodel::ElemOf<V> S) {                                  \
    auto *P = &A.x;                                                            \
    for (int I = 0; I != hipmodel::VectorTraits<V>::N; ++I)                    \
      P[I] = P[I] OP S;                                                        \
    return A;                                                                  \
  }                                                                            \
  template <typename V, hipmodel::IfVector<V> = 0>                             \
  V operator OP(hipmodel::ElemOf<V> S, V A) {                                  \
    auto *P = &A.x;                                                            \
    for (int I = 0; I != hipmodel::VectorTraits<V>::N; ++I)                    \
      P[I] = S OP P[I];                                                        \
    return A;                                                                  \
  }                                                                            \
  template <typename V, typename R, hipmodel::IfVector<V> = 0>                 \
  V &operator OP##=(V &A, const R &B) {                                        \
    return A = A OP B;                                                         \
  }
HIPMODEL_VECTOR_OPERATOR(+)
HIPMODEL_VECTOR_OPERATOR(-)
HIPMODEL_VECTOR_OPERATOR(*)
HIPMODEL_VECTOR_OPERATOR(/)
#undef HIPMODEL_VECTOR_OPERATOR
template <typename V, hipmodel::IfVector<V> = 0> V operator-(V A) {
  auto *P = &A.x;
  for (int I = 0; I != hipmodel::VectorTraits<V>::N; ++I)
    P[I] = -P[I];
  return A;
}
template <typename V, hipmodel::IfVector<V> = 0>
bool operator==(const V &A, const V &B) {
  const auto *X = &A.x, *Y = &B.x;
  for (int I = 0; I != hipmodel::VectorTraits<V>::N; ++I)
    if (!(X[I] == Y[I]))
      return false;
  return true;
}
template <typename V, hipmodel::IfVector<V> = 0>
bool operator!=(const V &A, const V &B) {
  return !(A == B);
}
#endif

#undef HIPMODEL_VECTOR_TRAITS
#undef HIPMODEL_VECTORS
#undef HIPMODEL_VECTOR1
#undef HIPMODEL_VECTOR2
#undef HIPMODEL_VECTOR3
#undef HIPMODEL_VECTOR4

#endif // HIPPORT_TEST_MODEL_WARPMODELVECTORS_H
