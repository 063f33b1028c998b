// A local variable that shadows a CUDA name is the user's.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip

#include <cuda_runtime.h>

int f() {
  int cudaSuccess = 7;
  // CHECK: int cudaSuccess = 7;
  return cudaSuccess + (int)::cudaSuccess;
  // CHECK: return cudaSuccess + (int)::hipSuccess;
}
