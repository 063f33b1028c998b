// CUDA types and calls inside templates: dependent calls resolve to CUDA's
// overload set, and type arguments are renamed where they are written.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>
#include <vector>

template <typename T> T *deviceAlloc(size_t n) {
  T *p = nullptr;
  cudaMalloc(&p, n * sizeof(T));
  // CHECK: hipMalloc(&p, n * sizeof(T));
  return p;
}

template <typename Handle> struct Pool {
  std::vector<Handle> handles;
};

Pool<cudaStream_t> streams;
// CHECK: Pool<hipStream_t> streams;
std::vector<cudaEvent_t> events;
// CHECK: std::vector<hipEvent_t> events;

float *make() { return deviceAlloc<float>(16); }
