// CUDA's own definitions of the half-precision functions of
// compat/half-functions.cu (and, with HALF_INPUTS_BFLOAT16, of their
// bfloat16 overloads, compat/bfloat16-functions.cu), the tests' reference:
// the host code of the toolkit's cuda_fp16.hpp and cuda_bf16.hpp, compiled
// here as plain C++, on the inputs the tests' kernels get, printed as the
// tests print the kernels' results. htanh and its forms have no host code;
// they are computed as those headers define htanh where the hardware has no
// tanh approximation (tanhf of the float, rounded to nearest), which is
// also what htanh_approx is there. Written for hipport's tests; nothing of
// the toolkit is copied.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <vector>

#include "half-inputs.h"

// What differs between the two types: CUDA's names for their bits, pairs
// and float conversions.
static unsigned short bitsOf(__half H) { return __half_as_ushort(H); }
static unsigned short bitsOf(__nv_bfloat16 H) {
  return __bfloat16_as_ushort(H);
}
static void fromBits(unsigned short Bits, __half &H) {
  H = __ushort_as_half(Bits);
}
static void fromBits(unsigned short Bits, __nv_bfloat16 &H) {
  H = __ushort_as_bfloat16(Bits);
}
static __half2 pairOf(__half Low, __half High) {
  return __halves2half2(Low, High);
}
static __nv_bfloat162 pairOf(__nv_bfloat16 Low, __nv_bfloat16 High) {
  return __halves2bfloat162(Low, High);
}
static __half tanhDefinition(__half H) {
  return __float2half_rn(tanhf(__half2float(H)));
}
static __nv_bfloat16 tanhDefinition(__nv_bfloat16 H) {
  return __float2bfloat16_rn(tanhf(__bfloat162float(H)));
}
template <typename PairT> static unsigned bits2(PairT P) {
  return bitsOf(P.x) | (unsigned)bitsOf(P.y) << 16;
}
// The functions CUDA has for __half only.
static void halfOnly(__half a, double d, unsigned *Out) {
  Out[20] = (unsigned)(int)__half2char_rz(a);
  Out[21] = (unsigned)__half2uchar_rz(a);
  Out[22] = __half_as_ushort(__double2half(d));
}
static void halfOnly(__nv_bfloat16, double, unsigned *) {}

template <typename H> static void run() {
  std::vector<unsigned short> A(HALF_INPUTS), B(HALF_INPUTS);
  std::vector<double> D(HALF_INPUTS);
  halfInputs(A.data(), B.data(), D.data());
  for (int I = 0; I < HALF_INPUTS; ++I) {
    H a, b;
    fromBits(A[I], a);
    fromBits(B[I], b);
    auto ab = pairOf(a, b), ba = pairOf(b, a);
    auto tanh2 = pairOf(tanhDefinition(a), tanhDefinition(b));
    unsigned Out[HALF_RESULTS] = {bitsOf(__hadd_rn(a, b)),
                                  bitsOf(__hsub_rn(a, b)),
                                  bitsOf(__hmul_rn(a, b)),
                                  bits2(__hadd2_rn(ab, ba)),
                                  bits2(__hsub2_rn(ab, ba)),
                                  bits2(__hmul2_rn(ab, ba)),
                                  __heq2_mask(ab, ba),
                                  __hne2_mask(ab, ba),
                                  __hle2_mask(ab, ba),
                                  __hge2_mask(ab, ba),
                                  __hlt2_mask(ab, ba),
                                  __hgt2_mask(ab, ba),
                                  __hequ2_mask(ab, ba),
                                  __hneu2_mask(ab, ba),
                                  __hleu2_mask(ab, ba),
                                  __hgeu2_mask(ab, ba),
                                  __hltu2_mask(ab, ba),
                                  __hgtu2_mask(ab, ba),
                                  bits2(__hmax2_nan(ab, ba)),
                                  bits2(__hmin2_nan(ab, ba)),
                                  0,
                                  0,
                                  0,
                                  bitsOf(tanhDefinition(a)),
                                  bits2(tanh2),
                                  bitsOf(tanhDefinition(a)),
                                  bits2(tanh2)};
    halfOnly(a, D[I], Out);
    for (int K = 0; K < HALF_RESULTS; ++K)
      printHalfResult(I, K, A.data(), B.data(), D.data(), Out[K]);
  }
}

int main() {
#ifdef HALF_INPUTS_BFLOAT16
  run<__nv_bfloat16>();
#else
  run<__half>();
#endif
}
