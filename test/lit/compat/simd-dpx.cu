// CUDA 12's DPX functions (__viaddmax_s32 ... __vibmin_u16x2: 36) become
// hipport/compat.h's shims: no HIP release up to 7.0 declares them (HeCBench
// intrinsics-simd calls every one). The reference is CUDA's own: the host
// code of the toolkit's crt/device_functions.hpp, run on the same inputs
// (Inputs/dpx-reference.cpp); the converted kernel runs in the model at 32
// and 64 lanes, and every result, predicates included, must be the
// reference's. The inputs pair the halfwords' and words' edge values
// (0x7fff + 1 wraps before the maximum is taken, as in CUDA) and
// pseudo-random words (Inputs/dpx-inputs.h).
// The reference needs the toolkit's headers:
// UNSUPPORTED: no-cuda-sdk
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip --hip-version=5.2 -- -I%S/Inputs 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/k.hip
// RUN: FileCheck %s --check-prefix=NOTE --input-file=%t/err
// RUN: clang++-19 -Wno-#warnings -I%cuda-include -I%S/Inputs %S/Inputs/dpx-reference.cpp -o %t/reference
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
#include <cstdio>
#include "dpx-inputs.h"
// CHECK: #include "hipport/compat.h"

#define K DPX_RESULTS

__global__ void dpx(const unsigned *A, const unsigned *B, const unsigned *C,
                    unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned a = A[i], b = B[i], c = C[i];
  bool p, hi, lo;
  out[K * i + 0] = __viaddmax_s32((int)a, (int)b, (int)c);
  out[K * i + 1] = __viaddmax_u32(a, b, c);
  out[K * i + 2] = __viaddmin_s32((int)a, (int)b, (int)c);
  out[K * i + 3] = __viaddmin_u32(a, b, c);
  out[K * i + 4] = __viaddmax_s32_relu((int)a, (int)b, (int)c);
  out[K * i + 5] = __viaddmin_s32_relu((int)a, (int)b, (int)c);
  out[K * i + 6] = __vimax3_s32((int)a, (int)b, (int)c);
  out[K * i + 7] = __vimax3_u32(a, b, c);
  out[K * i + 8] = __vimin3_s32((int)a, (int)b, (int)c);
  out[K * i + 9] = __vimin3_u32(a, b, c);
  out[K * i + 10] = __vimax3_s32_relu((int)a, (int)b, (int)c);
  out[K * i + 11] = __vimin3_s32_relu((int)a, (int)b, (int)c);
  out[K * i + 12] = __vimax_s32_relu((int)a, (int)b);
  out[K * i + 13] = __vimin_s32_relu((int)a, (int)b);
  out[K * i + 14] = __viaddmax_s16x2(a, b, c);
  out[K * i + 15] = __viaddmax_u16x2(a, b, c);
  out[K * i + 16] = __viaddmin_s16x2(a, b, c);
  out[K * i + 17] = __viaddmin_u16x2(a, b, c);
  out[K * i + 18] = __viaddmax_s16x2_relu(a, b, c);
  out[K * i + 19] = __viaddmin_s16x2_relu(a, b, c);
  out[K * i + 20] = __vimax3_s16x2(a, b, c);
  out[K * i + 21] = __vimax3_u16x2(a, b, c);
  out[K * i + 22] = __vimin3_s16x2(a, b, c);
  out[K * i + 23] = __vimin3_u16x2(a, b, c);
  out[K * i + 24] = __vimax3_s16x2_relu(a, b, c);
  out[K * i + 25] = __vimin3_s16x2_relu(a, b, c);
  out[K * i + 26] = __vimax_s16x2_relu(a, b);
  out[K * i + 27] = __vimin_s16x2_relu(a, b);
  out[K * i + 28] = __vibmax_s32((int)a, (int)b, &p);
  out[K * i + 29] = p;
  out[K * i + 30] = __vibmax_u32(a, b, &p);
  out[K * i + 31] = p;
  out[K * i + 32] = __vibmin_s32((int)a, (int)b, &p);
  out[K * i + 33] = p;
  out[K * i + 34] = __vibmin_u32(a, b, &p);
  out[K * i + 35] = p;
  out[K * i + 36] = __vibmax_s16x2(a, b, &hi, &lo);
  out[K * i + 37] = hi;
  out[K * i + 38] = lo;
  out[K * i + 39] = __vibmax_u16x2(a, b, &hi, &lo);
  out[K * i + 40] = hi;
  out[K * i + 41] = lo;
  out[K * i + 42] = __vibmin_s16x2(a, b, &hi, &lo);
  out[K * i + 43] = hi;
  out[K * i + 44] = lo;
  out[K * i + 45] = __vibmin_u16x2(a, b, &hi, &lo);
  out[K * i + 46] = hi;
  out[K * i + 47] = lo;
  // CHECK: out[K * i + 0] = hipport::viaddmax_s32((int)a, (int)b, (int)c);
  // CHECK: = hipport::vibmin_u16x2(a, b, &hi, &lo);
}

// NOTE: k.cu:{{[0-9]+}}:{{[0-9]+}}: note: HIP 5.2 has no '__viaddmax_s32' (--hip-version); written with hipport/compat.h as 'hipport::viaddmax_s32' [hipport-compat-shim]
// NOTE-NOT: warning

// The reference wraps the halfwords' sum before the maximum (0x7fff + 0x7fff
// is -2, less than 1) and holds every result, predicates included:
// WANT: {{^}}viaddmax_s16x2 0x7fff7fff 0x7fff7fff 0x7fff0001: 0x7fff0001{{$}}
// WANT: {{^}}vibmin_u16x2.lo 0x{{[0-9a-f]+}}

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<unsigned> A(DPX_INPUTS), B(DPX_INPUTS), C(DPX_INPUTS),
      out(K * DPX_INPUTS);
  dpxInputs(A.data(), B.data(), C.data());
  hipLaunchKernelGGL(dpx, DPX_INPUTS / 64, 64, 0, 0, A.data(), B.data(),
                     C.data(), out.data());
  for (int i = 0; i < DPX_INPUTS; ++i)
    for (int k = 0; k < K; ++k)
      printf("%s 0x%08x 0x%08x 0x%08x: 0x%08x\n", DpxResultNames[k], A[i],
             B[i], C[i], out[K * i + k]);
}
#endif
