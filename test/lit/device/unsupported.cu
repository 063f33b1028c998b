// Unsupported device functions are left as they are and reported with the
// table's reason and hint.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 --report %t.json 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

__global__ void k(int *flags) {
  flags[threadIdx.x] = 1;
  __syncwarp();
  // CHECK: __syncwarp();
  // DIAG: .cu:[[@LINE-2]]:3: warning: '__syncwarp' has no HIP equivalent: {{.*}} [hipport-unsupported-api]
}
// REPORT: "unsupported": 1
