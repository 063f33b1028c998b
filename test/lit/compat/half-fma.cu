// CUDA's fused multiply-adds with a ReLU (__hfma_relu, __hfma2_relu) and of
// complex numbers (__hcmadd), which no HIP release up to 7.0 declares, become
// hipport/compat.h's shims, written over HIP's __hfma as CUDA defines them
// (cuda_fp16.hpp's code where the hardware has no fma.rn.relu: the maximum
// with +0 as __hmax_nan takes it; CUDA's documented order of the four fused
// multiply-adds). The converted kernel runs in the model, whose __hfma
// rounds the exact result once, as HIP's does, at 32 and 64 lanes on all
// triples of 16 edge halves and 4096 pseudo-random ones, and every result
// must be the reference's (Inputs/half-fma-reference.cpp: CUDA's host
// __hmax_nan, __hmax2_nan and __hneg over an exact FMA).
// The reference needs the toolkit's headers:
// UNSUPPORTED: no-cuda-sdk
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip --hip-version=5.2 -- -I%S/Inputs 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/k.hip
// RUN: FileCheck %s --check-prefix=NOTE --input-file=%t/err
// RUN: clang++-19 -std=c++17 -Wno-#warnings -I%cuda-include -I%S/Inputs %S/Inputs/half-fma-reference.cpp -o %t/reference
// RUN: %t/reference > %t/want
// RUN: %warp-model --width 32 --platform hip --hip-version 5.2 -I %S/Inputs %t/out/k.hip > %t/got32
// RUN: diff %t/want %t/got32
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 -I %S/Inputs %t/out/k.hip > %t/got64
// RUN: diff %t/want %t/got64
// RUN: FileCheck %s --check-prefix=WANT --input-file=%t/want
// The output compiles with Debian's HIP 5.2 and with HIP 7.0's stand-ins:
// RUN: %hip-syntax -I%S/Inputs %t/out/k.hip
// RUN: %hipport convert %t/in/k.cu -o %t/out70/k.hip --hip-version=7.0 -- -I%S/Inputs 2> /dev/null
// RUN: %hip-syntax -I%S/Inputs -I%S/Inputs/hip70-version -I%S/../tables/Inputs/hip70 \
// RUN:   -include hip70_declarations.h %t/out70/k.hip

#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include "half-fma.h"
// CHECK: #include "hipport/compat.h"

__device__ unsigned bits2(__half2 p) {
  return __half_as_ushort(__low2half(p)) |
         (unsigned)__half_as_ushort(__high2half(p)) << 16;
}

__global__ void fused(const unsigned short *A, const unsigned short *B,
                      const unsigned short *C, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half a = __ushort_as_half(A[i]), b = __ushort_as_half(B[i]),
         c = __ushort_as_half(C[i]);
  __half2 ab = __halves2half2(a, b), bc = __halves2half2(b, c),
          ca = __halves2half2(c, a);
  unsigned *o = out + FMA_RESULTS * i;
  o[0] = __half_as_ushort(__hfma_relu(a, b, c));
  o[1] = bits2(__hfma2_relu(ab, bc, ca));
  o[2] = bits2(__hcmadd(ab, bc, ca));
  // CHECK: o[0] = __half_as_ushort(hipport::hfma_relu(a, b, c));
  // CHECK: o[1] = bits2(hipport::hfma2_relu(ab, bc, ca));
  // CHECK: o[2] = bits2(hipport::hcmadd(ab, bc, ca));
}

// NOTE: k.cu:{{[0-9]+}}:{{[0-9]+}}: note: HIP 5.2 has no '__hfma_relu' (--hip-version); written with hipport/compat.h as 'hipport::hfma_relu' [hipport-compat-shim]
// NOTE-NOT: warning

// The reference clamps a negative product and a sum of -0 to +0, gives NaN
// for infinity times zero, and 2 for 1 * 1 + 1; the complex products are
// (1 - i)(-1 + 0i) + (0 + i) = -1 + 2i, ... :
// WANT: {{^}}hfma_relu {{[0-9a-f]+}}: 0x00000000 0x00000000 0x00007fff 0x00004000{{$}}
// WANT: {{^}}hfma2_relu {{[0-9a-f]+}}: 0x3c000000 0x3c000000 0x7c007fff 0x40004000{{$}}
// WANT: {{^}}hcmadd {{[0-9a-f]+}}: 0x4000bc00 0x3c008000 0x7c007fff 0x42003c00{{$}}

#ifdef HIPPORT_MODEL
#include <vector>
MODEL_MAIN() {
  std::vector<unsigned short> A(FMA_INPUTS), B(FMA_INPUTS), C(FMA_INPUTS);
  fmaInputs(A.data(), B.data(), C.data());
  std::vector<unsigned> Results(FMA_RESULTS * FMA_INPUTS);
  fused<<<FMA_INPUTS / 64, 64>>>(A.data(), B.data(), C.data(), Results.data());
  printFmaResults(Results.data());
}
#endif
