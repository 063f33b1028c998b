// Unsupported device functions (no HIP release up to 7.0 declares
// __nanosleep) are left as they are and reported with the table's reason.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 --report %t.json 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

__global__ void k(int *flags) {
  flags[threadIdx.x] = 1;
  __nanosleep(100);
  // CHECK: __nanosleep(100);
  // DIAG: .cu:[[@LINE-2]]:3: warning: '__nanosleep' has no HIP equivalent: no HIP counterpart declared in HIP 5.2 to HIP 7.0 [hipport-unsupported-api]
}
// REPORT: "unsupported": 1
