// A HIP name that only a newer HIP declares, with no older equivalent, is
// emitted and reported.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

__device__ unsigned groups(int key) {
  return __match_any_sync(0xffffffff, key);
  // CHECK: return __match_any_sync(__ballot(1), key);
  // DIAG: .cu:[[@LINE-2]]:10: warning: '__match_any_sync' (for '__match_any_sync') needs HIP 6.2 but the output targets HIP 5.2 (--hip-version) [hipport-needs-newer-hip]
}
