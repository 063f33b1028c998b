// printf, malloc and free are the C library's, even in a file that does not
// include <stdio.h> or <stdlib.h> (it is included after them, as HeCBench's
// myocyte work.cu is, but parsed on its own): there the only declarations
// clang sees are the device ones of its CUDA wrapper, and hipport used to
// call each use "a CUDA function that hipport has no mapping for". The names
// are C's and HIP declares them too: nothing to report, nothing counted.
// memcpy, which the tables map, is still counted (converted, unchanged).
// clang's own builtins (__builtin_memcpy, __builtin_expect) are not CUDA's
// either, though clang declares them where its CUDA wrapper first uses them.
// The token pass (code clang did not parse) has no declarations to judge
// by, and reports only names the tables know, never an unknown one.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip --report %t.json 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err --implicit-check-not=hipport-unmapped-api
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>

__global__ void kernel(int *q) {
  void *scratch = malloc(4);
  printf("device %d\n", q[0]);
  memcpy(q, q + 1, sizeof(int));
  if (__builtin_expect(q[0] == 0, 0))
    __builtin_memcpy(q, q + 2, sizeof(int));
  free(scratch);
}

void report(int *d) {
  // clang finds only the device printf here: an error, so this line goes
  // to the token pass too.
  printf("host\n");
  cudaFree(d);
  // CHECK: hipFree(d);
}

#if 0
void old(int *d) {
  printf("never compiled\n");
  puts("nor this");
  cudaFree(d);
  // CHECK: hipFree(d);
}
#endif

// ERR: error: no matching function for call to 'printf'
// ERR: note: clang could not parse all of this file
// The includes, memcpy and both cudaFree: no unmapped reference.
// REPORT: "converted": 5,
// REPORT: "number_of_findings": 1,
// REPORT: "references": 5,
// REPORT: "token_converted": 1,
// REPORT: "unmapped": 0,
