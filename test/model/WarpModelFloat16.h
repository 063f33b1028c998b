//===- WarpModelFloat16.h - 16-bit float types of the model -----*- C++ -*-===//
//
// Part of hipport's test suite. Included by WarpModelHalf.h and
// WarpModelBf16.h.
//
//===----------------------------------------------------------------------===//
//
// CUDA's __half and __nv_bfloat16 and HIP's __half and __hip_bfloat16 are
// 16-bit storage types whose arithmetic goes through float and rounds to
// nearest even; both toolkits give them the same shape: construction from
// float, double and the integer types, implicit conversion to float and to
// the integer types (truncating), the arithmetic and comparison operators,
// a pair type of members x and y, and the same function names for the two
// element types (__hadd, __hmul2, hexp, ...). HIPMODEL_FLOAT16_TYPES stamps
// all of that out for one element type, so that half and bfloat16 differ
// only in how their bits round to and from float.
//
// Results are the correctly rounded ones for +, -, *, / and sqrt (float
// holds at least 2p + 2 bits of either format), the host's float function
// rounded once more for the others, and an exact fused multiply-add: whole
// programs print checksums that must agree between widths, not with a GPU.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODELFLOAT16_H
#define HIPPORT_TEST_MODEL_WARPMODELFLOAT16_H

namespace hipmodel {

/// IEEE binary16, rounded by the host compiler's _Float16 conversions.
struct HalfFormat {
  static unsigned short fromFloat(float F) {
    _Float16 H = static_cast<_Float16>(F);
    unsigned short Bits;
    __builtin_memcpy(&Bits, &H, sizeof Bits);
    return Bits;
  }
  static float toFloat(unsigned short Bits) {
    _Float16 H;
    __builtin_memcpy(&H, &Bits, sizeof H);
    return static_cast<float>(H);
  }
  /// A * B + C rounded once: exact in __float128 (a product of two halves
  /// has 22 significant bits and the sum spans at most 64 of its 113), then
  /// rounded to _Float16 in one step.
  static unsigned short fma(unsigned short A, unsigned short B,
                            unsigned short C) {
    __float128 Exact = static_cast<__float128>(toFloat(A)) * toFloat(B) +
                       static_cast<__float128>(toFloat(C));
    _Float16 H = static_cast<_Float16>(Exact);
    unsigned short Bits;
    __builtin_memcpy(&Bits, &H, sizeof Bits);
    return Bits;
  }
};

/// bfloat16: the upper 16 bits of a float.
struct Bf16Format {
  /// Rounded to nearest even by the lower 16 bits; a NaN stays a NaN (made
  /// quiet, so that dropping bits cannot make it infinite).
  static unsigned short fromFloat(float F) {
    uint32_t Bits;
    __builtin_memcpy(&Bits, &F, sizeof Bits);
    if ((Bits & 0x7fffffffu) > 0x7f800000u)
      return static_cast<unsigned short>((Bits >> 16) | 0x40u);
    Bits += 0x7fffu + ((Bits >> 16) & 1u);
    return static_cast<unsigned short>(Bits >> 16);
  }
  static float toFloat(unsigned short Bits) {
    uint32_t Wide = uint32_t(Bits) << 16;
    float F;
    __builtin_memcpy(&F, &Wide, sizeof F);
    return F;
  }
  /// Computed in double (a product of two bfloat16 values is exact there)
  /// and rounded to float, then to bfloat16: the double rounding differs
  /// from one rounding only in ties, which both widths share.
  static unsigned short fma(unsigned short A, unsigned short B,
                            unsigned short C) {
    double Product = static_cast<double>(toFloat(A)) * toFloat(B);
    return fromFloat(static_cast<float>(Product + toFloat(C)));
  }
};

} // namespace hipmodel

namespace hipmodel {
/// A with its sign bit flipped, or cleared: no rounding, a NaN stays NaN.
template <typename T> T negated(T A) {
  T R = A;
  R.Bits = static_cast<unsigned short>(A.Bits ^ 0x8000u);
  return R;
}
template <typename T> T absolute(T A) {
  T R = A;
  R.Bits = static_cast<unsigned short>(A.Bits & 0x7fffu);
  return R;
}
/// Fn of each lane of the pairs, paired again.
template <typename P, typename Fn> P lanes(P A, Fn F) {
  return P(F(A.x), F(A.y));
}
template <typename P, typename Fn> P lanes(P A, P B, Fn F) {
  return P(F(A.x, B.x), F(A.y, B.y));
}
inline float exp10(float X) { return std::pow(10.0f, X); }
inline float rsqrt(float X) { return 1.0f / std::sqrt(X); }
inline float rcp(float X) { return 1.0f / X; }
} // namespace hipmodel

/// The element type NAME (bits rounded by hipmodel::FORMAT), its raw form
/// RAW and its pair type PAIR, with the operators both toolkits define.
#define HIPMODEL_FLOAT16_TYPES(NAME, RAW, PAIR, PAIR_RAW, FORMAT)              \
  struct RAW {                                                                 \
    unsigned short x;                                                          \
  };                                                                           \
  struct alignas(2) NAME {                                                     \
    unsigned short Bits;                                                       \
    NAME() = default;                                                          \
    constexpr NAME(const RAW &R) : Bits(R.x) {}                                \
    NAME(float F) : Bits(hipmodel::FORMAT::fromFloat(F)) {}                    \
    NAME(double D) : NAME(static_cast<float>(D)) {}                            \
    NAME(short V) : NAME(static_cast<float>(V)) {}                             \
    NAME(unsigned short V) : NAME(static_cast<float>(V)) {}                    \
    NAME(int V) : NAME(static_cast<float>(V)) {}                               \
    NAME(unsigned V) : NAME(static_cast<float>(V)) {}                          \
    NAME(long V) : NAME(static_cast<float>(V)) {}                              \
    NAME(unsigned long V) : NAME(static_cast<float>(V)) {}                     \
    NAME(long long V) : NAME(static_cast<float>(V)) {}                         \
    NAME(unsigned long long V) : NAME(static_cast<float>(V)) {}                \
    operator RAW() const { return RAW{Bits}; }                                 \
    operator float() const { return hipmodel::FORMAT::toFloat(Bits); }         \
    operator signed char() const { return static_cast<signed char>(f()); }     \
    operator unsigned char() const { return static_cast<unsigned char>(f()); } \
    operator char() const { return static_cast<char>(f()); }                   \
    operator short() const { return static_cast<short>(f()); }                 \
    operator unsigned short() const {                                          \
      return static_cast<unsigned short>(f());                                 \
    }                                                                          \
    operator int() const { return static_cast<int>(f()); }                     \
    operator unsigned() const { return static_cast<unsigned>(f()); }           \
    operator long() const { return static_cast<long>(f()); }                   \
    operator unsigned long() const { return static_cast<unsigned long>(f()); } \
    operator long long() const { return static_cast<long long>(f()); }         \
    operator unsigned long long() const {                                      \
      return static_cast<unsigned long long>(f());                             \
    }                                                                          \
    explicit operator bool() const { return (Bits & 0x7fffu) != 0; }           \
    float f() const { return hipmodel::FORMAT::toFloat(Bits); }                \
  };                                                                           \
  struct PAIR_RAW {                                                            \
    unsigned short x, y;                                                       \
  };                                                                           \
  struct alignas(4) PAIR {                                                     \
    NAME x, y;                                                                 \
    PAIR() = default;                                                          \
    constexpr PAIR(NAME X, NAME Y) : x(X), y(Y) {}                             \
    PAIR(const PAIR_RAW &R) : x(RAW{R.x}), y(RAW{R.y}) {}                      \
    operator PAIR_RAW() const { return PAIR_RAW{x.Bits, y.Bits}; }             \
  };                                                                           \
  HIPMODEL_FLOAT16_OPERATORS(NAME, PAIR)                                       \
  HIPMODEL_FLOAT16_FUNCTIONS(NAME, PAIR, FORMAT)

#define HIPMODEL_FLOAT16_BINARY(T, OP)                                         \
  inline T operator OP(const T &A, const T &B) { return T(A.f() OP B.f()); }   \
  inline T &operator OP##=(T &A, const T &B) { return A = A OP B; }
#define HIPMODEL_FLOAT16_PAIR_BINARY(P, OP)                                    \
  inline P operator OP(const P &A, const P &B) {                               \
    return P(A.x OP B.x, A.y OP B.y);                                          \
  }                                                                            \
  inline P &operator OP##=(P &A, const P &B) { return A = A OP B; }
#define HIPMODEL_FLOAT16_COMPARE(T, P, OP)                                     \
  inline bool operator OP(const T &A, const T &B) { return A.f() OP B.f(); }   \
  inline bool operator OP(const P &A, const P &B) {                            \
    return A.x OP B.x && A.y OP B.y;                                           \
  }

#define HIPMODEL_FLOAT16_OPERATORS(T, P)                                       \
  HIPMODEL_FLOAT16_BINARY(T, +)                                                \
  HIPMODEL_FLOAT16_BINARY(T, -)                                                \
  HIPMODEL_FLOAT16_BINARY(T, *)                                                \
  HIPMODEL_FLOAT16_BINARY(T, /)                                                \
  HIPMODEL_FLOAT16_PAIR_BINARY(P, +)                                           \
  HIPMODEL_FLOAT16_PAIR_BINARY(P, -)                                           \
  HIPMODEL_FLOAT16_PAIR_BINARY(P, *)                                           \
  HIPMODEL_FLOAT16_PAIR_BINARY(P, /)                                           \
  HIPMODEL_FLOAT16_COMPARE(T, P, ==)                                           \
  HIPMODEL_FLOAT16_COMPARE(T, P, !=)                                           \
  HIPMODEL_FLOAT16_COMPARE(T, P, <)                                            \
  HIPMODEL_FLOAT16_COMPARE(T, P, <=)                                           \
  HIPMODEL_FLOAT16_COMPARE(T, P, >)                                            \
  HIPMODEL_FLOAT16_COMPARE(T, P, >=)                                           \
  inline T operator+(const T &A) { return A; }                                 \
  inline T operator-(const T &A) { return hipmodel::negated(A); }              \
  inline P operator+(const P &A) { return A; }                                 \
  inline P operator-(const P &A) { return P(-A.x, -A.y); }                     \
  inline T &operator++(T &A) { return A += T(1.0f); }                          \
  inline T &operator--(T &A) { return A -= T(1.0f); }                          \
  inline T operator++(T &A, int) {                                             \
    T Old = A;                                                                 \
    ++A;                                                                       \
    return Old;                                                                \
  }                                                                            \
  inline T operator--(T &A, int) {                                             \
    T Old = A;                                                                 \
    --A;                                                                       \
    return Old;                                                                \
  }

// The functions both toolkits name alike for either element type: the
// arithmetic, comparisons and math of one value (__hadd, __heq, hexp) and
// of a pair (__hadd2, __heq2, h2exp; a comparison of a pair gives 1.0 or 0.0
// in each lane, __hbeq2 whether it holds in both).
#define HIPMODEL_FLOAT16_ARITHMETIC(T, P, NAME, NAME2, OP)                     \
  inline T NAME(T A, T B) { return A OP B; }                                   \
  inline P NAME2(P A, P B) { return A OP B; }
#define HIPMODEL_FLOAT16_COMPARISON(T, P, WHAT, OP)                            \
  inline bool __h##WHAT(T A, T B) { return A.f() OP B.f(); }                   \
  inline P __h##WHAT##2(P A, P B) {                                            \
    return hipmodel::lanes(                                                    \
        A, B, [](T X, T Y) { return T(X.f() OP Y.f() ? 1.0f : 0.0f); });       \
  }                                                                            \
  inline bool __hb##WHAT##2(P A, P B) {                                        \
    return __h##WHAT(A.x, B.x) && __h##WHAT(A.y, B.y);                         \
  }
#define HIPMODEL_FLOAT16_MATH(T, P, NAME, NAME2, FN)                           \
  inline T NAME(T A) { return T(FN(A.f())); }                                  \
  inline P NAME2(P A) {                                                        \
    return hipmodel::lanes(A, [](T X) { return NAME(X); });                    \
  }

#define HIPMODEL_FLOAT16_FUNCTIONS(T, P, FORMAT)                               \
  HIPMODEL_FLOAT16_ARITHMETIC(T, P, __hadd, __hadd2, +)                        \
  HIPMODEL_FLOAT16_ARITHMETIC(T, P, __hsub, __hsub2, -)                        \
  HIPMODEL_FLOAT16_ARITHMETIC(T, P, __hmul, __hmul2, *)                        \
  HIPMODEL_FLOAT16_ARITHMETIC(T, P, __hdiv, __h2div, /)                        \
  inline T __hfma(T A, T B, T C) {                                             \
    T R;                                                                       \
    R.Bits = hipmodel::FORMAT::fma(A.Bits, B.Bits, C.Bits);                    \
    return R;                                                                  \
  }                                                                            \
  inline P __hfma2(P A, P B, P C) {                                            \
    return P(__hfma(A.x, B.x, C.x), __hfma(A.y, B.y, C.y));                    \
  }                                                                            \
  inline T __hneg(T A) { return -A; }                                          \
  inline P __hneg2(P A) { return -A; }                                         \
  inline T __habs(T A) { return hipmodel::absolute(A); }                       \
  inline P __habs2(P A) { return P(__habs(A.x), __habs(A.y)); }                \
  /* IEEE maxNum and minNum: a NaN operand yields the other. */                \
  inline T __hmax(T A, T B) { return T(std::fmax(A.f(), B.f())); }             \
  inline T __hmin(T A, T B) { return T(std::fmin(A.f(), B.f())); }             \
  inline P __hmax2(P A, P B) { return P(__hmax(A.x, B.x), __hmax(A.y, B.y)); } \
  inline P __hmin2(P A, P B) { return P(__hmin(A.x, B.x), __hmin(A.y, B.y)); } \
  inline bool __hisnan(T A) { return std::isnan(A.f()); }                      \
  inline int __hisinf(T A) {                                                   \
    return std::isinf(A.f()) ? (A.f() < 0 ? -1 : 1) : 0;                       \
  }                                                                            \
  HIPMODEL_FLOAT16_COMPARISON(T, P, eq, ==)                                    \
  HIPMODEL_FLOAT16_COMPARISON(T, P, ne, !=)                                    \
  HIPMODEL_FLOAT16_COMPARISON(T, P, lt, <)                                     \
  HIPMODEL_FLOAT16_COMPARISON(T, P, le, <=)                                    \
  HIPMODEL_FLOAT16_COMPARISON(T, P, gt, >)                                     \
  HIPMODEL_FLOAT16_COMPARISON(T, P, ge, >=)                                    \
  HIPMODEL_FLOAT16_MATH(T, P, hexp, h2exp, std::exp)                           \
  HIPMODEL_FLOAT16_MATH(T, P, hexp2, h2exp2, std::exp2)                        \
  HIPMODEL_FLOAT16_MATH(T, P, hexp10, h2exp10, hipmodel::exp10)                \
  HIPMODEL_FLOAT16_MATH(T, P, hlog, h2log, std::log)                           \
  HIPMODEL_FLOAT16_MATH(T, P, hlog2, h2log2, std::log2)                        \
  HIPMODEL_FLOAT16_MATH(T, P, hlog10, h2log10, std::log10)                     \
  HIPMODEL_FLOAT16_MATH(T, P, hsqrt, h2sqrt, std::sqrt)                        \
  HIPMODEL_FLOAT16_MATH(T, P, hrsqrt, h2rsqrt, hipmodel::rsqrt)                \
  HIPMODEL_FLOAT16_MATH(T, P, hrcp, h2rcp, hipmodel::rcp)                      \
  HIPMODEL_FLOAT16_MATH(T, P, hsin, h2sin, std::sin)                           \
  HIPMODEL_FLOAT16_MATH(T, P, hcos, h2cos, std::cos)                           \
  HIPMODEL_FLOAT16_MATH(T, P, hfloor, h2floor, std::floor)                     \
  HIPMODEL_FLOAT16_MATH(T, P, hceil, h2ceil, std::ceil)                        \
  HIPMODEL_FLOAT16_MATH(T, P, htrunc, h2trunc, std::trunc)                     \
  HIPMODEL_FLOAT16_MATH(T, P, hrint, h2rint, std::nearbyint)                   \
  inline float __low2float(P A) { return A.x.f(); }                            \
  inline float __high2float(P A) { return A.y.f(); }

#endif // HIPPORT_TEST_MODEL_WARPMODELFLOAT16_H
