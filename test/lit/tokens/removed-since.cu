// A name CUDA 13 removed whose HIP counterpart came after HIP 5.2:
// cudaThreadSetLimit is hipDeviceSetLimit from HIP 5.3 (cuda_removed.yaml),
// and below it the call is written as for 5.3 and reported as needing a
// newer HIP, as for every name a later release declares.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.52.hip --hip-version=5.2 2> %t.52.err
// RUN: FileCheck %s --check-prefix=OLD --input-file=%t.52.hip
// RUN: FileCheck %s --check-prefix=OLD-DIAG --input-file=%t.52.err

#include <cuda_runtime.h>

void grow() {
  cudaThreadSetLimit(cudaLimitStackSize, 4096);
  // CHECK: hipDeviceSetLimit(hipLimitStackSize, 4096);
  // OLD: hipDeviceSetLimit(hipLimitStackSize, 4096);
  // OLD-DIAG: .cu:[[@LINE-3]]:3: warning: 'hipDeviceSetLimit' (for 'cudaThreadSetLimit') needs HIP 5.3 but the output targets HIP 5.2 (--hip-version) [hipport-needs-newer-hip]
}
