// nvcc includes cuda_runtime.h implicitly; hip-clang does not, so a file
// using CUDA without including it gains the HIP include after its leading
// comments.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip

// CHECK: // comments.
// CHECK-NOT: {{.}}
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cstdio>
#include <cstdio>

__global__ void hello() { printf("hi from %d\n", threadIdx.x); }

int main() {
  hello<<<1, 4>>>();
  return cudaDeviceSynchronize() != cudaSuccess;
  // CHECK: return hipDeviceSynchronize() != hipSuccess;
}
