// Whole programs with half and bfloat16 values run in the model: CUDA's
// cuda_fp16.h and cuda_bf16.h and HIP's hip_fp16.h and hip_bf16.h give
// __half, __half2, bfloat16 and its pair (CUDA's __nv_bfloat16 is HIP's
// __hip_bfloat16 in the model) with the operators, conversions and
// functions both toolkits declare. Arithmetic rounds to nearest even once
// per operation, __hfma once for the product and the sum, conversions to
// integers truncate. The CUDA program runs at 32 lanes, hipport's
// conversion at 32 and 64, with the same results; a conversion from float
// that only CUDA declares does not compile on the HIP side.
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %warp-model --width 32 %t/in/k.cu | FileCheck %s --implicit-check-not=model
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip --hip-version=7.0 2> /dev/null
// RUN: FileCheck %s --check-prefix=HIP --input-file=%t/out/k.hip
// RUN: %warp-model --width 32 --platform hip %t/out/k.hip | FileCheck %s --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t/out/k.hip | FileCheck %s --implicit-check-not=model
// RUN: %expect-exit 2 %warp-model --width 64 --platform hip %S/Inputs/cuda-only-bfloat16.hip 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CUDA-ONLY

#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

// A sum over logical groups of 32 lanes, right at any warp width.
template <typename T> __device__ T groupSum(T v) {
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_xor_sync(0xffffffff, v, offset, 32);
  return v;
}

__global__ void sums(const __half *in, float *out, __nv_bfloat16 *bout) {
  int t = threadIdx.x;
  __half2 pair = __halves2half2(in[t], __hmul(in[t], __float2half(2.0f)));
  __half2 total = groupSum(pair);
  __nv_bfloat16 b = groupSum(__float2bfloat16(__half2float(in[t])));
  if (t % 32 == 0) {
    out[2 * (t / 32)] = __low2float(total);
    out[2 * (t / 32) + 1] = __high2float(total);
    bout[t / 32] = b;
  }
}

__global__ void roundings(float *out, int *ints) {
  __half one = 1.0f;
  out[0] = one + __half(0.0004f);
  out[1] = one + __half(0.0006f);
  // (1 + 2^-10)^2 - (1 + 2^-9) is 2^-20: fused, not rounded in between.
  __half a = __float2half(1.0f + 1.0f / 1024), c = -(one + one / __half(512));
  out[2] = __half2float(__hfma(a, a, c)) * 1048576.0f;
  out[3] = __half2float(a * a + c) * 1048576.0f;
  // Ties of bfloat16 round to even.
  out[4] = __bfloat162float(__float2bfloat16(1.0f + 1.0f / 256));
  out[5] = __bfloat162float(__float2bfloat16_rn(1.0f + 3.0f / 256));
  __nv_bfloat162 p = __float22bfloat162_rn(make_float2(1.5f, -2.25f));
  float2 q = __bfloat1622float2(__hmul2(p, p));
  out[6] = q.x;
  out[7] = q.y;
  out[8] = hexp(__float2half(0.0f));
  ints[0] = __half(2.75f);
  ints[1] = __half2int_rn(__half(2.5f));
  ints[2] = __half(-1.5f) < __half(1.0f);
  ints[3] = __hmax(__half(3.0f), __half(-4.0f));
}

int main() {
  const int n = 128;
  __half host[n];
  for (int i = 0; i < n; i++)
    host[i] = __float2half(i * 0.5f);
  __half *in;
  float *out;
  __nv_bfloat16 *bout;
  int *ints;
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, 16 * sizeof(float));
  cudaMalloc(&bout, 4 * sizeof(__nv_bfloat16));
  cudaMalloc(&ints, 4 * sizeof(int));
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  float got[16];
  __nv_bfloat16 bgot[4];
  int igot[4];
  sums<<<1, n>>>(in, out, bout);
  cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
  cudaMemcpy(bgot, bout, sizeof bgot, cudaMemcpyDeviceToHost);
  // CHECK: group 0: 248 496 bfloat16 248
  // CHECK: group 1: 760 1520 bfloat16 760
  // CHECK: group 2: 1272 2544 bfloat16 1272
  // CHECK: group 3: 1784 3568 bfloat16 1784
  for (int g = 0; g < 4; g++)
    printf("group %d: %g %g bfloat16 %g\n", g, got[2 * g], got[2 * g + 1],
           __bfloat162float(bgot[g]));
  roundings<<<1, 1>>>(out, ints);
  cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
  cudaMemcpy(igot, ints, sizeof igot, cudaMemcpyDeviceToHost);
  // CHECK: 1 1.00098 fused 1 separate 0
  // CHECK: bfloat16 1 1.01562 2.25 5.0625
  // CHECK: hexp(0) 1 ints 2 2 1 3
  printf("%g %g fused %g separate %g\n", got[0], got[1], got[2], got[3]);
  printf("bfloat16 %g %g %g %g\n", got[4], got[5], got[6], got[7]);
  printf("hexp(0) %g ints %d %d %d %d\n", got[8], igot[0], igot[1], igot[2],
         igot[3]);
  return 0;
}

// HIP: #include <hip/hip_fp16.h>
// HIP: __hip_bfloat16 b = groupSum(__float2bfloat16(__half2float(in[t])));
// HIP: hipport::float2bfloat16_rn(
// CUDA-ONLY: use of undeclared identifier '__float2bfloat16_rn'
