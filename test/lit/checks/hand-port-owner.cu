// The hand-port error and the build stop go to the kernel that holds the
// assumption, not to the first kernel of its group: kernels that share a
// helper are one group (HeCBench mf-sgd: random_init shares LCG_random with
// the warp kernel that has the 32s, and was named instead of it).
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu | FileCheck %s --implicit-check-not=warp-hand-port
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip 2>/dev/null
// RUN: FileCheck %s --check-prefix=STOP --input-file=%t.hip

#include <cuda_runtime.h>

__device__ float scaled(float v) { return 2 * v; }

// STOP-NOT: #error
// STOP: __global__ void fill(
__global__ void fill(float *out) { out[threadIdx.x] = scaled(threadIdx.x); }

// CHECK: .cu:[[@LINE+3]]:17: error: 'reverseLanes' assumes 32-lane warps at line [[#@LINE+4]]{{.*}}[hipport-warp-hand-port]
// STOP: #error "hipport: 'reverseLanes' assumes 32-lane warps
// STOP-NEXT: __global__ void reverseLanes(
__global__ void reverseLanes(const float *in, float *out) {
  __shared__ float scratch[32];
  int lane = threadIdx.x % warpSize;
  scratch[lane] = scaled(in[threadIdx.x]);
  __syncwarp();
  out[threadIdx.x] = scratch[warpSize - 1 - lane];
}
