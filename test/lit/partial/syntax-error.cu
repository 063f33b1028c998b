// A file with a syntax error is still converted where clang's recovered AST
// reaches; clang's error is passed on and the exit status is 1.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip --report %t.json 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

#include <cuda_runtime.h>

void f(float **p) {
  cudaMalloc(p, 4);
  // CHECK: hipMalloc(p, 4);
  int x = ; cudaStream_t s;
  // DIAG: .cu:[[@LINE-1]]:11: error: expected expression
  // CHECK: int x = ; hipStream_t s;
  cudaDeviceSynchronize();
  // CHECK: hipDeviceSynchronize();
}
// REPORT: "compiler_errors": [
// REPORT-NEXT: "{{.*}}.cu:14:11: error: expected expression"
// REPORT: "parse": "partial"
