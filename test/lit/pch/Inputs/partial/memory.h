// A shared header as in llm.c's llmc/cuda_utils.cuh: CUDA 12's
// cudaMemAdvise took a device number, CUDA 13's takes a cudaMemLocation, so
// clang rejects this call (nvcc of CUDA 12 accepted it) and every unit that
// includes the header parses only in part.
#ifndef PARTIAL_MEMORY_H
#define PARTIAL_MEMORY_H
#include <cuda_runtime.h>
#include <cstdio>
#include <functional>

inline int mallocOnHost(void **Out, size_t Bytes) {
  if (cudaMallocManaged(Out, Bytes) != cudaSuccess)
    return 1;
  return cudaMemAdvise(*Out, Bytes, cudaMemAdviseSetPreferredLocation,
                       cudaCpuDeviceId) != cudaSuccess;
}
#endif
