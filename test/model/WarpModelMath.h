//===- WarpModelMath.h - Device math functions of the model -----*- C++ -*-===//
//
// Part of hipport's test suite. Included by WarpModel.h.
//
//===----------------------------------------------------------------------===//
//
// The math of CUDA's and HIP's device libraries that the host's <cmath> does
// not declare in the global namespace: the classification functions (which
// CUDA code calls unqualified), the rounding-mode intrinsics (__fadd_rn,
// __float2int_rz, ...) and integer intrinsics (__mul24, __byte_perm, ...).
// Results are the host's at its precision and rounding: whole programs print
// checksums of them, which must agree between widths, not with a GPU.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODELMATH_H
#define HIPPORT_TEST_MODEL_WARPMODELMATH_H

using std::isfinite;
using std::isinf;
using std::isnan;
using std::signbit;

// Rounding-mode arithmetic: round to nearest is the host's default.
inline float __fadd_rn(float A, float B) { return A + B; }
inline float __fadd_rz(float A, float B) { return A + B; }
inline float __fsub_rn(float A, float B) { return A - B; }
inline float __fmul_rn(float A, float B) { return A * B; }
inline float __fmul_rz(float A, float B) { return A * B; }
inline float __fdiv_rn(float A, float B) { return A / B; }
inline float __fmaf_rn(float A, float B, float C) { return std::fma(A, B, C); }
inline float __frcp_rn(float A) { return 1.0f / A; }
inline float __fsqrt_rn(float A) { return std::sqrt(A); }
inline float __frsqrt_rn(float A) { return 1.0f / std::sqrt(A); }
inline double __dadd_rn(double A, double B) { return A + B; }
inline double __dsub_rn(double A, double B) { return A - B; }
inline double __dmul_rn(double A, double B) { return A * B; }
inline double __ddiv_rn(double A, double B) { return A / B; }
inline double __fma_rn(double A, double B, double C) { return std::fma(A, B, C); }
inline double __drcp_rn(double A) { return 1.0 / A; }
inline double __dsqrt_rn(double A) { return std::sqrt(A); }

// Conversions.
inline int __float2int_rn(float X) { return int(std::nearbyint(X)); }
inline int __float2int_rz(float X) { return int(X); }
inline int __float2int_ru(float X) { return int(std::ceil(X)); }
inline int __float2int_rd(float X) { return int(std::floor(X)); }
inline unsigned __float2uint_rn(float X) {
  return unsigned(std::nearbyint(X));
}
inline unsigned __float2uint_rz(float X) { return unsigned(X); }
inline long long __float2ll_rn(float X) {
  return (long long)std::nearbyint(X);
}
inline long long __float2ll_rz(float X) { return (long long)X; }
inline float __int2float_rn(int X) { return float(X); }
inline float __uint2float_rn(unsigned X) { return float(X); }
inline float __ll2float_rn(long long X) { return float(X); }
inline int __double2int_rn(double X) { return int(std::nearbyint(X)); }
inline int __double2int_rz(double X) { return int(X); }
inline float __double2float_rn(double X) { return float(X); }
inline double __int2double_rn(int X) { return double(X); }
inline long long __double_as_longlong(double X) {
  return hipmodel::fromBits<long long>(hipmodel::toBits(X));
}
inline double __longlong_as_double(long long X) {
  return hipmodel::fromBits<double>(hipmodel::toBits(X));
}

// Fast and CUDA-only functions, at the host's precision.
inline float __powf(float A, float B) { return std::pow(A, B); }
inline float __exp10f(float X) { return std::pow(10.0f, X); }
inline float __log2f(float X) { return std::log2(X); }
inline float __log10f(float X) { return std::log10(X); }
inline float __tanf(float X) { return std::tan(X); }
inline void __sincosf(float X, float *S, float *C) {
  *S = std::sin(X);
  *C = std::cos(X);
}
inline float fdividef(float A, float B) { return A / B; }
inline float rcbrtf(float X) { return 1.0f / std::cbrt(X); }
inline float sinpif(float X) { return std::sin(float(M_PI) * X); }
inline float cospif(float X) { return std::cos(float(M_PI) * X); }
inline double sinpi(double X) { return std::sin(M_PI * X); }
inline double cospi(double X) { return std::cos(M_PI * X); }
inline float norm3df(float A, float B, float C) {
  return std::sqrt(A * A + B * B + C * C);
}
inline float rnorm3df(float A, float B, float C) {
  return 1.0f / norm3df(A, B, C);
}
inline float normcdff(float X) { return 0.5f * std::erfc(-X / std::sqrt(2.0f)); }
inline double normcdf(double X) { return 0.5 * std::erfc(-X / std::sqrt(2.0)); }

// Integer intrinsics.
inline int __mul24(int A, int B) {
  return int((long long)(A << 8 >> 8) * (B << 8 >> 8));
}
inline unsigned __umul24(unsigned A, unsigned B) {
  return (A & 0xffffff) * (B & 0xffffff);
}
inline int __mulhi(int A, int B) { return int(((long long)A * B) >> 32); }
inline unsigned __umulhi(unsigned A, unsigned B) {
  return unsigned(((unsigned long long)A * B) >> 32);
}
inline long long __mul64hi(long long A, long long B) {
  return (long long)(((__int128)A * B) >> 64);
}
inline unsigned long long __umul64hi(unsigned long long A,
                                     unsigned long long B) {
  return (unsigned long long)(((unsigned __int128)A * B) >> 64);
}
inline unsigned __usad(unsigned A, unsigned B, unsigned C) {
  return (A > B ? A - B : B - A) + C;
}
inline unsigned __sad(int A, int B, unsigned C) {
  return unsigned(A > B ? A - B : B - A) + C;
}
inline unsigned __byte_perm(unsigned X, unsigned Y, unsigned S) {
  unsigned long long Bytes = ((unsigned long long)Y << 32) | X;
  unsigned R = 0;
  for (int I = 0; I < 4; ++I)
    R |= unsigned((Bytes >> (((S >> (4 * I)) & 7) * 8)) & 0xff) << (8 * I);
  return R;
}
inline unsigned __funnelshift_l(unsigned Lo, unsigned Hi, unsigned Shift) {
  unsigned long long V = ((unsigned long long)Hi << 32) | Lo;
  return unsigned((V << (Shift & 31)) >> 32);
}
inline unsigned __funnelshift_r(unsigned Lo, unsigned Hi, unsigned Shift) {
  unsigned long long V = ((unsigned long long)Hi << 32) | Lo;
  return unsigned(V >> (Shift & 31));
}
inline unsigned __funnelshift_lc(unsigned Lo, unsigned Hi, unsigned Shift) {
  return Shift >= 32 ? Hi : __funnelshift_l(Lo, Hi, Shift);
}
inline unsigned __funnelshift_rc(unsigned Lo, unsigned Hi, unsigned Shift) {
  return Shift >= 32 ? Hi : __funnelshift_r(Lo, Hi, Shift);
}

// Timers and traps. The clock counts calls, so that a kernel that times a
// loop sees time pass.
inline long long clock64() {
  static long long Ticks = 0;
  return Ticks += 1000;
}
inline void __nanosleep(unsigned) {}
inline void __trap() { std::abort(); }

#endif // HIPPORT_TEST_MODEL_WARPMODELMATH_H
