// Which allocator and lane helper a build uses is chosen by -DUSE_PINNED,
// which only the compilation database gives.
#pragma once
#include <cuda_runtime.h>

#ifdef USE_PINNED
inline cudaError_t allocate(float **p, size_t n) {
  return cudaMallocHost(p, n * sizeof(float));
}
__device__ inline int laneOf() { return threadIdx.x & 31 ^ warpSize; }
#else
inline cudaError_t allocate(float **p, size_t n) {
  return cudaMalloc(p, n * sizeof(float));
}
#endif
