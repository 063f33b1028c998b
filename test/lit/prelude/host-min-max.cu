// Host code that calls min and max, as nvcc allows (HeCBench's bitpacking,
// fpdc, reshapeKVCache and bsw do): clang's CUDA headers declare them for
// device code only, so the prelude declares nvcc's host overloads. The unit
// parses in full, overloads resolve as with nvcc (the unsigned pair is not
// ambiguous), device code keeps clang's own, and the output compiles as HIP,
// which declares the int pair for the host.
// RUN: %strip %s > %t.cu
// RUN: %hipport lint %t.cu > %t.lint 2>&1
// RUN: count 0 < %t.lint
// RUN: %hipport convert %t.cu -o %t.hip
// RUN: %hip-syntax %t.hip
#include <cuda_runtime.h>

#define BLOCK_WIDTH 1024

int blocksFor(int n, int perBlock) {
  return min(BLOCK_WIDTH, static_cast<int>((n + perBlock - 1) / perBlock));
}

int clampHost(int v, int lo, int hi) { return max(lo, min(v, hi)); }

__host__ __device__ int either(int a, int b) { return max(a, b); }

__global__ void kernel(int *out, unsigned u) {
  out[threadIdx.x] = min(out[threadIdx.x], 7) + either(1, 2);
}
