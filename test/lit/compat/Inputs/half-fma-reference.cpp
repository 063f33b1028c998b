// The reference of compat/half-fma.cu, built as host C++ against the CUDA
// toolkit's cuda_fp16.h. CUDA has __hfma_relu, __hfma2_relu and __hcmadd for
// the device only; cuda_fp16.hpp defines the first two, where the hardware
// has no fma.rn.relu, as __hmax_nan(__hfma(a, b, c), +0) and
// __hmax2_nan(__hfma2(a, b, c), +0), and its documentation gives __hcmadd as
// re = __hfma(-a.y, b.y, __hfma(a.x, b.x, c.x)), im = __hfma(a.y, b.x,
// __hfma(a.x, b.y, c.y)). Those are computed here with CUDA's host
// __hmax_nan, __hmax2_nan and __hneg; __hfma, PTX's fma.rn.f16, is the exact
// a * b + c (in __float128, which holds it) rounded once to half. Written for
// hipport's tests.
#include <cuda_fp16.h>
#include <vector>

#include "half-fma.h"

static __half fma(__half A, __half B, __half C) {
  __float128 Exact = static_cast<__float128>(__half2float(A)) *
                         __half2float(B) +
                     __half2float(C);
  _Float16 Rounded = static_cast<_Float16>(Exact);
  unsigned short Bits;
  __builtin_memcpy(&Bits, &Rounded, sizeof Bits);
  return __ushort_as_half(Bits);
}

static unsigned bits2(__half2 P) {
  return __half_as_ushort(__low2half(P)) |
         (unsigned)__half_as_ushort(__high2half(P)) << 16;
}

int main() {
  std::vector<unsigned short> A(FMA_INPUTS), B(FMA_INPUTS), C(FMA_INPUTS);
  fmaInputs(A.data(), B.data(), C.data());
  std::vector<unsigned> Results(FMA_RESULTS * FMA_INPUTS);
  const __half Zero = __ushort_as_half(0);
  for (int I = 0; I < FMA_INPUTS; ++I) {
    __half a = __ushort_as_half(A[I]), b = __ushort_as_half(B[I]),
           c = __ushort_as_half(C[I]);
    // The pairs: (a, b), (b, c), (c, a), real parts low.
    __half2 ab = __halves2half2(a, b), bc = __halves2half2(b, c),
            ca = __halves2half2(c, a);
    unsigned *R = &Results[FMA_RESULTS * I];
    R[0] = __half_as_ushort(__hmax_nan(fma(a, b, c), Zero));
    __half2 Fused = __halves2half2(fma(a, b, c), fma(b, c, a));
    R[1] = bits2(__hmax2_nan(Fused, __halves2half2(Zero, Zero)));
    __half Re = fma(__hneg(b), c, fma(a, b, c));
    __half Im = fma(b, b, fma(a, c, a));
    R[2] = bits2(__halves2half2(Re, Im));
  }
  printFmaResults(Results.data());
  return 0;
}
