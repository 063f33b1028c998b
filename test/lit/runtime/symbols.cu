// Symbol arguments are wrapped in HIP_SYMBOL by the table's argument
// template; arguments the call leaves to their defaults stay unwritten.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>

__constant__ float coefficients[16];
__device__ int counter;

void upload(const float *host, int *result) {
  cudaMemcpyToSymbol(coefficients, host, sizeof(coefficients));
  // CHECK: hipMemcpyToSymbol(HIP_SYMBOL(coefficients), host, sizeof(coefficients));
  cudaMemcpyToSymbol(coefficients, host, 4 * sizeof(float), 4 * sizeof(float),
                     cudaMemcpyHostToDevice);
  // CHECK: hipMemcpyToSymbol(HIP_SYMBOL(coefficients), host, 4 * sizeof(float), 4 * sizeof(float),
  // CHECK-NEXT: hipMemcpyHostToDevice);
  cudaMemcpyFromSymbol(result, counter, sizeof(int));
  // CHECK: hipMemcpyFromSymbol(result, HIP_SYMBOL(counter), sizeof(int));
}
