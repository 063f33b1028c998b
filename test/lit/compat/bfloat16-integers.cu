// CUDA's conversions of bfloat16 to the integer types with a named rounding
// (__bfloat162int_rn ... __bfloat162ull_ru, __bfloat162char_rz,
// __bfloat162uchar_rz: 26), which no HIP release up to 7.0 declares, become
// hipport/compat.h's shims: over __hip_bfloat16 from HIP 5.7 (the first
// hip_bf16.h), over hip_bfloat16 (hip_bfloat16.h, Debian's 5.2 headers'
// own) below, where __nv_bfloat16 becomes hip_bfloat16 and
// __ushort_as_bfloat16 a shim too. At both releases the converted kernel
// converts all 65536 bfloat16 bit patterns in the model, at 32 and 64
// lanes, and every result must be the reference's
// (Inputs/bfloat16-integer-reference.cpp: CUDA's own host code for the _rz
// forms, and the same definition with the other roundings).
// The reference needs the toolkit's headers:
// UNSUPPORTED: no-cuda-sdk
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip --hip-version=6.0 -- -I%S/Inputs 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/k.hip
// RUN: FileCheck %s --check-prefix=NOTE --input-file=%t/err
// RUN: clang++-19 -std=c++17 -Wno-#warnings -I%cuda-include -I%S/Inputs %S/Inputs/bfloat16-integer-reference.cpp -o %t/reference
// RUN: %t/reference > %t/want
// RUN: %warp-model --width 32 --platform hip --hip-version 6.0 -I %S/Inputs %t/out/k.hip > %t/got32
// RUN: diff %t/want %t/got32
// RUN: %warp-model --width 64 --platform hip --hip-version 6.0 -I %S/Inputs %t/out/k.hip > %t/got64
// RUN: diff %t/want %t/got64
// RUN: FileCheck %s --check-prefix=WANT --input-file=%t/want
// The output compiles with HIP 7.0's stand-ins:
// RUN: %hipport convert %t/in/k.cu -o %t/out70/k.hip --hip-version=7.0 -- -I%S/Inputs 2> /dev/null
// RUN: %hip-syntax -I%S/Inputs -I%S/Inputs/hip70-version -I%S/../tables/Inputs/hip70 \
// RUN:   -include hip70_declarations.h %t/out70/k.hip
// RUN: %hipport convert %t/in/k.cu -o %t/out52/k.hip --hip-version=5.2 -- -I%S/Inputs 2> %t/err52
// RUN: FileCheck %s --check-prefix=HIP52 --input-file=%t/err52
// RUN: FileCheck %s --check-prefix=OUT52 --input-file=%t/out52/k.hip
// RUN: %warp-model --width 32 --platform hip --hip-version 5.2 -I %S/Inputs %t/out52/k.hip > %t/got52-32
// RUN: diff %t/want %t/got52-32
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 -I %S/Inputs %t/out52/k.hip > %t/got52-64
// RUN: diff %t/want %t/got52-64
// RUN: %hip-syntax -I%S/Inputs %t/out52/k.hip

#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include "bfloat16-integers.h"
// CHECK: #include "hipport/compat.h"

#define SIGNED(X) ((unsigned long long)(long long)(X))

__global__ void convert(unsigned long long *out) {
  for (int v = blockIdx.x * blockDim.x + threadIdx.x; v < BF16_VALUES;
       v += blockDim.x * gridDim.x) {
    __nv_bfloat16 h = __ushort_as_bfloat16((unsigned short)v);
    unsigned long long *o = out + BF16_CONVERSIONS * v;
    o[0] = SIGNED(__bfloat162int_rn(h));
    o[1] = SIGNED(__bfloat162int_rz(h));
    o[2] = SIGNED(__bfloat162int_rd(h));
    o[3] = SIGNED(__bfloat162int_ru(h));
    o[4] = SIGNED(__bfloat162uint_rn(h));
    o[5] = SIGNED(__bfloat162uint_rz(h));
    o[6] = SIGNED(__bfloat162uint_rd(h));
    o[7] = SIGNED(__bfloat162uint_ru(h));
    o[8] = SIGNED(__bfloat162short_rn(h));
    o[9] = SIGNED(__bfloat162short_rz(h));
    o[10] = SIGNED(__bfloat162short_rd(h));
    o[11] = SIGNED(__bfloat162short_ru(h));
    o[12] = SIGNED(__bfloat162ushort_rn(h));
    o[13] = SIGNED(__bfloat162ushort_rz(h));
    o[14] = SIGNED(__bfloat162ushort_rd(h));
    o[15] = SIGNED(__bfloat162ushort_ru(h));
    o[16] = SIGNED(__bfloat162ll_rn(h));
    o[17] = SIGNED(__bfloat162ll_rz(h));
    o[18] = SIGNED(__bfloat162ll_rd(h));
    o[19] = SIGNED(__bfloat162ll_ru(h));
    o[20] = SIGNED(__bfloat162ull_rn(h));
    o[21] = SIGNED(__bfloat162ull_rz(h));
    o[22] = SIGNED(__bfloat162ull_rd(h));
    o[23] = SIGNED(__bfloat162ull_ru(h));
    o[24] = SIGNED(__bfloat162char_rz(h));
    o[25] = SIGNED(__bfloat162uchar_rz(h));
  }
  // CHECK: o[0] = SIGNED(hipport::bfloat162int_rn(h));
  // CHECK: o[11] = SIGNED(hipport::bfloat162short_ru(h));
  // CHECK: o[23] = SIGNED(hipport::bfloat162ull_ru(h));
  // CHECK: o[25] = SIGNED(hipport::bfloat162uchar_rz(h));
}

// NOTE: k.cu:{{[0-9]+}}:{{[0-9]+}}: note: HIP 6.0 has no '__bfloat162int_rn' (--hip-version); written with hipport/compat.h as 'hipport::bfloat162int_rn' [hipport-compat-shim]
// NOTE-NOT: warning
// HIP52: note: HIP 5.2 has no '__ushort_as_bfloat16' (--hip-version); written with hipport/compat.h as 'hipport::ushort_as_bfloat16' [hipport-compat-shim]
// HIP52: note: HIP 5.2 has no '__bfloat162int_rn' (--hip-version); written with hipport/compat.h as 'hipport::bfloat162int_rn' [hipport-compat-shim]
// HIP52-NOT: warning
// OUT52: #include <hip/hip_bfloat16.h>
// OUT52: hip_bfloat16 h = hipport::ushort_as_bfloat16((unsigned short)v);
// OUT52: o[25] = SIGNED(hipport::bfloat162uchar_rz(h));

// The reference rounds 2.5 to even and -2.5 down, saturates 40448 to short's
// 32767 and -3.0e38 to unsigned 0, and gives NaN 0 (0x8000000000000000 as
// long long):
// WANT: {{^}}int_rn {{[0-9a-f]+}}: 2 -2 0 0 2 -2 -1 255 256 40448 -2147483648 2147483647 -2147483648 0{{$}}
// WANT: {{^}}int_rd {{[0-9a-f]+}}: 2 -3 0 -1 1 -2 -1
// WANT: {{^}}short_ru {{[0-9a-f]+}}: 3 -2 1 0 2 -1 -1 255 256 32767 -32768 32767 -32768 0{{$}}
// WANT: {{^}}ll_rn {{[0-9a-f]+}}: {{.*}} -9223372036854775808{{$}}
// WANT: {{^}}ull_ru {{[0-9a-f]+}}: 3 0 1 0 2 0 0 255 256 40448 0 -1 0 -9223372036854775808{{$}}
// WANT: {{^}}uchar_rz {{[0-9a-f]+}}: 2 0 0 0 1 0 0 255 255 255 0 255 0 0{{$}}

#ifdef HIPPORT_MODEL
#include <vector>
MODEL_MAIN() {
  std::vector<unsigned long long> Results(BF16_CONVERSIONS * BF16_VALUES);
  convert<<<4, 64>>>(Results.data());
  printBf16Conversions(Results.data());
}
#endif
