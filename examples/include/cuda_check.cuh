// Error checking and small device-side helpers shared by the example.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

// Aborts the program with a readable message when a runtime call fails.
#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t status_ = (call);                                              \
    if (status_ != cudaSuccess) {                                              \
      std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__,       \
                   #call, cudaGetErrorString(status_));                        \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

// Sum of `value` over all lanes of the calling warp; lane 0 holds the result.
__device__ __forceinline__ float warpReduceSum(float value) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) {
    value += __shfl_down_sync(0xffffffff, value, offset);
  }
  return value;
}

// Maximum of `value` over all lanes of the calling warp; lane 0 holds it.
__device__ __forceinline__ float warpReduceMax(float value) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) {
    value = fmaxf(value, __shfl_down_sync(0xffffffff, value, offset));
  }
  return value;
}

// Number of blocks of `block` threads needed to cover `n` elements.
__host__ __device__ __forceinline__ int divUp(int n, int block) {
  return (n + block - 1) / block;
}
