// clang stops reporting at 20 errors and from there on no longer
// instantiates templates: code after the 20th error had no usable AST, and a
// call whose argument needs a class template specialisation was left as
// CUDA (HeCBench interval, behind 20 errors from a missing Boost). hipport
// parses without the limit; only the first 20 errors are printed, and the
// report keeps them all.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip --report %t.json 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

#include <cuda_runtime.h>

template <class T> struct box { T v; };

void errors() {
  a1; a2; a3; a4; a5; a6; a7; a8; a9; a10; a11; a12; a13; a14; a15; a16;
  a17; a18; a19; a20; a21; a22;
}

int main() {
  box<float> *d;
  cudaMalloc((void **)&d, 8 * sizeof(*d));
  // CHECK: hipMalloc((void **)&d, 8 * sizeof(*d));
  cudaFree(d);
  // CHECK: hipFree(d);
}
// DIAG: error: use of undeclared identifier 'a20'
// DIAG-NOT: 'a21'
// DIAG-NOT: too many errors
// DIAG: note: 2 more errors not shown; clang parsed the rest of the file
// REPORT: "compiler_errors": [
// REPORT: "{{.*}}.cu:19:28: error: use of undeclared identifier 'a22'"
