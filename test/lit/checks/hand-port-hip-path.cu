// Code that already has a HIP path (a warp size an `#ifdef USE_ROCM`
// defines, as HeCBench attention-paged's vLLM code does) is left alone by
// the warp checks, site by site and as a whole: no hand-port error and no
// `#error` in the converted file, and its masks widened: its ROCm build
// (-DUSE_ROCM, as the project's own HIP build defines it) is right on the
// 64-lane GPUs its 64 is written for, as the CUDA original is at 32. Before,
// the sites were quiet but their assumption stopped the build, and the masks
// stayed 32-bit.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu | FileCheck %s --implicit-check-not=warp-hand-port --implicit-check-not=warp-lane-arithmetic
// RUN: %hipport convert %t.cu -o %t.hip 2>/dev/null
// RUN: FileCheck %s --check-prefix=KEPT --input-file=%t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip -DUSE_ROCM %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

#include <cstdio>
#include <cuda_runtime.h>
#ifdef USE_ROCM
#define WARP_SIZE 64
#else
#define WARP_SIZE 32
#endif

// KEPT-NOT: #error "hipport
// KEPT: __global__ void warpSums(
// KEPT: __shfl_xor_sync(__activemask(), v, o)
__global__ void warpSums(const float *in, float *out) {
  int warp = threadIdx.x / WARP_SIZE;
  int lane = threadIdx.x % WARP_SIZE;
  float v = in[threadIdx.x];
  for (int o = WARP_SIZE / 2; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o);
  // CHECK: .cu:[[@LINE-1]]:26: warning: 32-bit full mask{{.*}}[hipport-warp-full-mask]
  v = __shfl_sync(0xffffffff, v, 0);
  // CHECK: .cu:[[@LINE-1]]:19: warning: 32-bit full mask{{.*}}[hipport-warp-full-mask]
  if (lane == 1)
    out[warp] = v;
}

int main() {
  const int threads = 256, warps = threads / WARP_SIZE;
  float *in, *out;
  cudaMallocManaged(&in, threads * sizeof(float));
  cudaMallocManaged(&out, warps * sizeof(float));
  for (int i = 0; i < threads; ++i)
    in[i] = i;
  warpSums<<<1, threads>>>(in, out);
  cudaDeviceSynchronize();
  float total = 0;
  for (int w = 0; w < warps; ++w)
    total += out[w];
  // RIGHT: {{[48]}} warps, total 32640
  printf("%d warps, total %g\n", warps, total);
  return 0;
}
