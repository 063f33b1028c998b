// CUDA's own definitions of the half-precision functions of
// compat/half-functions.cu, the test's reference: the host code of the
// toolkit's cuda_fp16.hpp, compiled here as plain C++, on the inputs the
// test's kernel gets, printed as the test prints the kernel's results.
// htanh and its forms have no host code; they are computed as cuda_fp16.hpp
// defines htanh (tanhf of the float, rounded to half), which is what
// htanh_approx is where the hardware has no tanh approximation. Written for
// hipport's tests; nothing of the toolkit is copied.
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <vector>

#include "half-inputs.h"

static unsigned bits2(__half2 P) {
  return __half_as_ushort(__low2half(P)) |
         (unsigned)__half_as_ushort(__high2half(P)) << 16;
}
static __half tanhDefinition(__half H) {
  return __float2half_rn(tanhf(__half2float(H)));
}

int main() {
  std::vector<unsigned short> A(HALF_INPUTS), B(HALF_INPUTS);
  std::vector<double> D(HALF_INPUTS);
  halfInputs(A.data(), B.data(), D.data());
  for (int I = 0; I < HALF_INPUTS; ++I) {
    __half a = __ushort_as_half(A[I]), b = __ushort_as_half(B[I]);
    __half2 ab = __halves2half2(a, b), ba = __halves2half2(b, a);
    __half2 tanh2 = __halves2half2(tanhDefinition(a), tanhDefinition(b));
    unsigned Out[HALF_RESULTS] = {__half_as_ushort(__hadd_rn(a, b)),
                                  __half_as_ushort(__hsub_rn(a, b)),
                                  __half_as_ushort(__hmul_rn(a, b)),
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
                                  (unsigned)(int)__half2char_rz(a),
                                  (unsigned)__half2uchar_rz(a),
                                  __half_as_ushort(__double2half(D[I])),
                                  __half_as_ushort(tanhDefinition(a)),
                                  bits2(tanh2),
                                  __half_as_ushort(tanhDefinition(a)),
                                  bits2(tanh2)};
    for (int K = 0; K < HALF_RESULTS; ++K)
      printHalfResult(I, K, A.data(), B.data(), D.data(), Out[K]);
  }
}
