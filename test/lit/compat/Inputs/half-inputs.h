// The inputs of compat/half-functions.cu and compat/bfloat16-functions.cu,
// for their kernels and for the
// reference that runs CUDA's own definitions, and how both print results.
// Written for hipport's tests.
#ifndef HALF_INPUTS_H
#define HALF_INPUTS_H

#include <cmath>
#include <cstdio>

// The results per input, in the order both programs write them, and what
// each holds: a half's bits, a pair's (low lane in the low bits), an
// integer, or nothing (a function CUDA has for __half only, in the
// bfloat16 run). A NaN prints as "nan": its bits differ between platforms
// (CUDA's conversions give 0x7fff, a _Float16 conversion keeps the
// payload). With HALF_INPUTS_BFLOAT16 defined, the values are bfloat16's.
enum HalfResultKind { HalfBits, Half2Bits, Integer, NotComputed };
#define HALF_RESULTS 27
#define HALF_INPUTS 640

#ifdef HALF_INPUTS_BFLOAT16
#define HALF_ONLY(KIND) NotComputed
#define HALF_INFINITY_BITS 0x7f80u
#else
#define HALF_ONLY(KIND) KIND
#define HALF_INFINITY_BITS 0x7c00u
#endif

static const char *const HalfResultNames[HALF_RESULTS] = {
    "hadd_rn",      "hsub_rn",       "hmul_rn",     "hadd2_rn",   "hsub2_rn",
    "hmul2_rn",     "heq2_mask",     "hne2_mask",   "hle2_mask",  "hge2_mask",
    "hlt2_mask",    "hgt2_mask",     "hequ2_mask",  "hneu2_mask", "hleu2_mask",
    "hgeu2_mask",   "hltu2_mask",    "hgtu2_mask",  "hmax2_nan",  "hmin2_nan",
    "half2char_rz", "half2uchar_rz", "double2half", "htanh",      "h2tanh",
    "htanh_approx", "h2tanh_approx"};
static const HalfResultKind HalfResultKinds[HALF_RESULTS] = {
    HalfBits,
    HalfBits,
    HalfBits,
    Half2Bits,
    Half2Bits,
    Half2Bits,
    Integer,
    Integer,
    Integer,
    Integer,
    Integer,
    Integer,
    Integer,
    Integer,
    Integer,
    Integer,
    Integer,
    Integer,
    Half2Bits,
    Half2Bits,
    HALF_ONLY(Integer),
    HALF_ONLY(Integer),
    HALF_ONLY(HalfBits),
    HalfBits,
    Half2Bits,
    HalfBits,
    Half2Bits};

#ifdef HALF_INPUTS_BFLOAT16
// The same kinds of values as below, in bfloat16.
static const unsigned short HalfEdges[] = {
    0x0000, 0x8000, 0x0001, 0x8001, 0x007f, 0x0080, 0x3f80, 0xbf80,
    0x3f81, 0x7f7f, 0xff7f, 0x7f80, 0xff80, 0x7fc0, 0x7fa0, 0x42fe,
    0x4300, 0xc300, 0xc301, 0x437f, 0x4380, 0x3f00, 0xbf00, 0x3eab};
#else
// Zeros, the smallest and largest subnormals, the smallest normal, one and
// the half after it, the largest finite, infinities, NaNs (quiet and
// signalling), and the bounds of signed and unsigned char (127, 128, -128,
// -129, 255, 256), halves and an inexact product's operands.
static const unsigned short HalfEdges[] = {
    0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x3c00, 0xbc00,
    0x3c01, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x7d00, 0x57f0,
    0x5800, 0xd800, 0xd808, 0x5bf8, 0x5c00, 0x3800, 0xb800, 0x3555};
#endif
#define HALF_EDGES (sizeof HalfEdges / sizeof HalfEdges[0])

/// What the bits of a half are worth; past the largest finite, as if the
/// exponent went on (0x7c00 is 2^16), so that the midpoint above 65504 is
/// 65520, where rounding to half starts to give infinity. (Plain
/// arithmetic: the math library's functions would be CUDA references.)
static double halfValue(unsigned short Bits) {
  int Exponent = (Bits >> 10) & 31;
  double Value = Bits & 1023;
  if (Exponent != 0)
    Value += 1024;
  for (int Shift = (Exponent == 0 ? 1 : Exponent) - 25; Shift < 0; ++Shift)
    Value /= 2;
  for (int Shift = (Exponent == 0 ? 1 : Exponent) - 25; Shift > 0; --Shift)
    Value *= 2;
  return (Bits & 0x8000) ? -Value : Value;
}

/// The double next to X (nonzero, finite), away from zero or toward it.
static double adjacentDouble(double X, bool AwayFromZero) {
  unsigned long long Bits;
  __builtin_memcpy(&Bits, &X, sizeof Bits);
  Bits = AwayFromZero ? Bits + 1 : Bits - 1;
  __builtin_memcpy(&X, &Bits, sizeof X);
  return X;
}

/// The inputs: every pairing of the edge values, then pseudo-random bit
/// patterns. D holds doubles near A's midpoint with the next half: on it
/// and just beside it (where rounding through float would go wrong),
/// and a few specials.
static void halfInputs(unsigned short *A, unsigned short *B, double *D) {
  unsigned State = 12345u;
  for (int I = 0; I < HALF_INPUTS; ++I) {
    if (I < (int)(HALF_EDGES * HALF_EDGES)) {
      A[I] = HalfEdges[I / HALF_EDGES];
      B[I] = HalfEdges[I % HALF_EDGES];
    } else {
      State = State * 1103515245u + 12345u;
      A[I] = (unsigned short)(State >> 16);
      State = State * 1103515245u + 12345u;
      B[I] = (unsigned short)(State >> 16);
    }
    double Low = halfValue(A[I]);
    double Mid = (Low + halfValue((unsigned short)(A[I] + 1))) / 2;
    switch (I % 4) {
    case 0:
      D[I] = Mid;
      break;
    case 1:
      D[I] = adjacentDouble(Mid, true);
      break;
    case 2:
      D[I] = adjacentDouble(Mid, false);
      break;
    default:
      D[I] = Low * (1 + 1.0 / (1 << 30));
      break;
    }
  }
  D[3] = NAN;
  D[7] = -INFINITY;
  D[11] = 1e300;
  D[15] = -1e-300;
  D[19] = -0.0;
}

static void printHalf(unsigned Bits) {
  if ((Bits & 0x7fffu) > HALF_INFINITY_BITS)
    printf(" nan");
  else
    printf(" 0x%04x", Bits);
}

static void printHalfResult(int Input, int K, const unsigned short *A,
                            const unsigned short *B, const double *D,
                            unsigned Result) {
  if (HalfResultKinds[K] == NotComputed)
    return;
  printf("%s 0x%04x 0x%04x %a:", HalfResultNames[K], A[Input], B[Input],
         D[Input]);
  switch (HalfResultKinds[K]) {
  case HalfBits:
    printHalf(Result & 0xffffu);
    break;
  case Half2Bits:
    printHalf(Result & 0xffffu);
    printHalf(Result >> 16);
    break;
  case Integer:
    printf(" 0x%08x", Result);
    break;
  case NotComputed:
    break;
  }
  printf("\n");
}

#ifdef HIPPORT_MODEL
#include <vector>
/// The model's main of both tests: Kernel on the inputs, 64 threads a
/// block, its results printed as the reference prints its own.
template <typename KernelT> void runHalfKernel(KernelT Kernel) {
  std::vector<unsigned short> A(HALF_INPUTS), B(HALF_INPUTS);
  std::vector<double> D(HALF_INPUTS);
  std::vector<unsigned> Out(HALF_RESULTS * HALF_INPUTS);
  halfInputs(A.data(), B.data(), D.data());
  hipLaunchKernelGGL(Kernel, HALF_INPUTS / 64, 64, 0, 0, A.data(), B.data(),
                     D.data(), Out.data());
  for (int I = 0; I < HALF_INPUTS; ++I)
    for (int K = 0; K < HALF_RESULTS; ++K)
      printHalfResult(I, K, A.data(), B.data(), D.data(),
                      Out[HALF_RESULTS * I + K]);
}
#endif

#endif
