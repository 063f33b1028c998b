// A CUDA function named without being called is still a CUDA reference.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>

using FreeFn = cudaError_t (*)(void *);
// CHECK: using FreeFn = hipError_t (*)(void *);
FreeFn releaser = &cudaFree;
// CHECK: FreeFn releaser = &hipFree;
cudaError_t (*syncer)() = cudaDeviceSynchronize;
// CHECK: hipError_t (*syncer)() = hipDeviceSynchronize;
