// Vector types and their constructors are spelled the same in HIP.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 --report %t.json
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>

__global__ void blend(float4 *out, const uchar4 *in, int2 size) {
  // CHECK: __global__ void blend(float4 *out, const uchar4 *in, int2 size) {
  int x = threadIdx.x;
  uchar4 c = in[x];
  out[x] = make_float4(c.x, c.y, c.z, c.w);
  // CHECK: out[x] = make_float4(c.x, c.y, c.z, c.w);
}

void launchBlend(float4 *out, const uchar4 *in) {
  dim3 grid(4, 4), block(16, 16);
  // CHECK: dim3 grid(4, 4), block(16, 16);
  blend<<<grid, block>>>(out, in, make_int2(64, 64));
  // CHECK: blend<<<grid, block>>>(out, in, make_int2(64, 64));
}
// REPORT: "unmapped": 0
