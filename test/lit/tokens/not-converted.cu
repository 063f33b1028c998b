// In code clang did not parse, a call whose HIP form rewrites its arguments
// is reported, not renamed; names around it are still converted.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>

__constant__ float table[4];

void upload(const float *host) {
#ifdef USE_SYMBOLS
  cudaMemcpyToSymbol(table, host, sizeof(float) * 4, 0, cudaMemcpyHostToDevice);
  // CHECK: cudaMemcpyToSymbol(table, host, sizeof(float) * 4, 0, hipMemcpyHostToDevice);
  // DIAG: .cu:[[@LINE-2]]:3: warning: 'cudaMemcpyToSymbol' becomes 'hipMemcpyToSymbol(HIP_SYMBOL($1), $2, $3, $4, $5)' in HIP{{.*}}this is a preprocessor branch not taken: convert the call by hand [hipport-token-not-converted]
#endif
}
