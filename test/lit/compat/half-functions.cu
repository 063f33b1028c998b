// CUDA's half-precision functions that no HIP release up to 7.0 declares
// (__hadd_rn ... __hmul2_rn, the twelve __h*2_mask comparisons,
// __hmax2_nan, __hmin2_nan, __half2char_rz, __half2uchar_rz, __double2half,
// htanh, h2tanh, htanh_approx, h2tanh_approx: 27) become hipport/compat.h's
// shims. The reference is CUDA's own: the host code of the toolkit's
// cuda_fp16.hpp, run on the same inputs (Inputs/half-reference.cpp); the
// converted kernel runs in the model, whose __half converts as HIP's does
// (through _Float16), at 32 and 64 lanes, and every result must be the
// reference's. The inputs pair the halves' edge values (signed zeros,
// subnormals, infinities, NaNs, the char bounds) and pseudo-random halves;
// the doubles lie on and just beside the midpoints between halves, where
// rounding through float would round twice (Inputs/half-inputs.h).
// The reference needs the toolkit's headers:
// UNSUPPORTED: no-cuda-sdk
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip --hip-version=5.2 -- -I%S/Inputs 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/k.hip
// RUN: FileCheck %s --check-prefix=NOTE --input-file=%t/err
// RUN: clang++-19 -Wno-#warnings -I%cuda-include -I%S/Inputs %S/Inputs/half-reference.cpp -o %t/reference
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
#include "half-inputs.h"
// CHECK: #include "hipport/compat.h"

#define K HALF_RESULTS

__device__ unsigned bits2(__half2 p) {
  return __half_as_ushort(__low2half(p)) |
         (unsigned)__half_as_ushort(__high2half(p)) << 16;
}

__global__ void halves(const unsigned short *A, const unsigned short *B,
                       const double *D, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half a = __ushort_as_half(A[i]), b = __ushort_as_half(B[i]);
  __half2 ab = __halves2half2(a, b), ba = __halves2half2(b, a);
  unsigned *o = out + K * i;
  o[0] = __half_as_ushort(__hadd_rn(a, b));
  o[1] = __half_as_ushort(__hsub_rn(a, b));
  o[2] = __half_as_ushort(__hmul_rn(a, b));
  o[3] = bits2(__hadd2_rn(ab, ba));
  o[4] = bits2(__hsub2_rn(ab, ba));
  o[5] = bits2(__hmul2_rn(ab, ba));
  o[6] = __heq2_mask(ab, ba);
  o[7] = __hne2_mask(ab, ba);
  o[8] = __hle2_mask(ab, ba);
  o[9] = __hge2_mask(ab, ba);
  o[10] = __hlt2_mask(ab, ba);
  o[11] = __hgt2_mask(ab, ba);
  o[12] = __hequ2_mask(ab, ba);
  o[13] = __hneu2_mask(ab, ba);
  o[14] = __hleu2_mask(ab, ba);
  o[15] = __hgeu2_mask(ab, ba);
  o[16] = __hltu2_mask(ab, ba);
  o[17] = __hgtu2_mask(ab, ba);
  o[18] = bits2(__hmax2_nan(ab, ba));
  o[19] = bits2(__hmin2_nan(ab, ba));
  o[20] = (unsigned)(int)__half2char_rz(a);
  o[21] = (unsigned)__half2uchar_rz(a);
  o[22] = __half_as_ushort(__double2half(D[i]));
  o[23] = __half_as_ushort(htanh(a));
  o[24] = bits2(h2tanh(ab));
  o[25] = __half_as_ushort(htanh_approx(a));
  o[26] = bits2(h2tanh_approx(ab));
  // CHECK: o[0] = __half_as_ushort(hipport::hadd_rn(a, b));
  // CHECK: o[6] = hipport::heq2_mask(ab, ba);
  // CHECK: o[22] = __half_as_ushort(hipport::double2half(D[i]));
  // CHECK: o[26] = bits2(hipport::h2tanh_approx(ab));
}

// NOTE: k.cu:{{[0-9]+}}:{{[0-9]+}}: note: HIP 5.2 has no '__hadd_rn' (--hip-version); written with hipport/compat.h as 'hipport::hadd_rn' [hipport-compat-shim]
// NOTE: note: HIP 5.2 has no 'h2tanh_approx' (--hip-version); written with hipport/compat.h as 'hipport::h2tanh_approx' [hipport-compat-shim]
// NOTE-NOT: warning

// The reference rounds the midpoint between zero and the smallest
// subnormal to even (zero) and the double just above it up, keeps +0 over
// -0 in the maximum, saturates -129 to -128, and holds every result:
// WANT: {{^}}double2half 0x0000 0x0000 0x1p-25: 0x0000{{$}}
// WANT: {{^}}hmax2_nan 0x0000 0x8000 {{.*}}: 0x0000 0x0000{{$}}
// WANT: {{^}}double2half 0x0000 0x8000 0x1.0000000000001p-25: 0x0001{{$}}
// WANT: {{^}}half2char_rz 0xd808 0x0000 {{.*}}: 0xffffff80{{$}}
// WANT: {{^}}h2tanh_approx 0x{{[0-9a-f]+}}

#ifdef HIPPORT_MODEL
MODEL_MAIN() { runHalfKernel(halves); }
#endif
