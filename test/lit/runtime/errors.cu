// Error codes in a switch, error strings, and an error-checking macro whose
// body is rewritten once however often it is used.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip

#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

// The macro name itself is the user's: it stays.
// CHECK: #define CUDA_CHECK(call)
#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s\n", cudaGetErrorString(err_));                  \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)
// CHECK: hipError_t err_ = (call);
// CHECK: if (err_ != hipSuccess) {
// CHECK: std::fprintf(stderr, "%s\n", hipGetErrorString(err_));

const char *describe(cudaError_t e) {
  // CHECK: const char *describe(hipError_t e) {
  switch (e) {
  case cudaSuccess:
    // CHECK: case hipSuccess:
    return "ok";
  case cudaErrorMemoryAllocation:
    // CHECK: case hipErrorOutOfMemory:
    return "out of memory";
  case cudaErrorInvalidValue:
    // CHECK: case hipErrorInvalidValue:
    return "invalid value";
  default:
    return cudaGetErrorName(e);
    // CHECK: return hipGetErrorName(e);
  }
}

void run(float **p) {
  CUDA_CHECK(cudaMalloc(p, 16));
  // CHECK: CUDA_CHECK(hipMalloc(p, 16));
  CUDA_CHECK(cudaDeviceSynchronize());
  // CHECK: CUDA_CHECK(hipDeviceSynchronize());
  CUDA_CHECK(cudaGetLastError());
  // CHECK: CUDA_CHECK(hipGetLastError());
  cudaError_t last = cudaPeekAtLastError();
  // CHECK: hipError_t last = hipPeekAtLastError();
  (void)last;
}
