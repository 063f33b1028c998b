// By default launches keep their <<<...>>> syntax, which hip-clang accepts.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>

__global__ void fill(float *p, float v) { p[threadIdx.x] = v; }

void run(float *p, cudaStream_t s) {
  fill<<<1, 64, 0, s>>>(p, 1.0f);
  // CHECK: fill<<<1, 64, 0, s>>>(p, 1.0f);
}
