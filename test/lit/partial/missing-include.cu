// A missing project header stops clang from knowing its declarations, but
// the CUDA references around them are still converted; exit status 1.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>
#include "third_party/not_here.h"
// DIAG: error: 'third_party/not_here.h' file not found

void f(float **p) {
  cudaMalloc(p, 4);
  // CHECK: hipMalloc(p, 4);
  helper(p);
  // CHECK: helper(p);
  cudaFree(*p);
  // CHECK: hipFree(*p);
}
