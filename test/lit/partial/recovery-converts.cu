// Code clang's error recovery skipped is converted by tokens, as the
// branches it did not take are.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip 2>/dev/null
// RUN: FileCheck %s --input-file=%t.hip

#include <cuda_runtime.h>
#include "project/macros.h"

void upload(float *d, const float *h, size_t n) PROJECT_NOEXCEPT {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  // CHECK: hipMemcpy(d, h, n, hipMemcpyHostToDevice);
};
