// The case of issue #12: CI lints one kernel file at a time, and the
// project header it includes is not there. Its macros and types are
// unknown, so clang recovers what it can; every planted warp-size bug is
// still found (on the AST where clang recovered it, on tokens where it did
// not: a declarator it gave up on, a body with errors, a branch not taken),
// and the file gets the partial-analysis note instead of passing as clean.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu 2>/dev/null > %t.txt
// RUN: FileCheck %s --input-file=%t.txt --implicit-check-not=warning: --implicit-check-not=note:

#include "x.h"
// CHECK: .cu:[[@LINE-1]]:10: note: clang could not parse all of this file ({{[0-9]+}} errors, the first: {{.*}}.cu:[[@LINE-1]]:10: error: 'x.h' file not found){{.*}}[hipport-partial-analysis]

#define PROJECT_BALLOT(p) __ballot_sync(0xffffffffffffffffull, p)

// The launch-bounds macro is unknown: clang drops the whole kernel.
template <typename scalar_t>
__global__ void count_votes(const scalar_t *in, int *out, int n) C10_LAUNCH_BOUNDS_1(256) {
  unsigned int active = PROJECT_BALLOT(in[threadIdx.x] > 0);
  // CHECK: .cu:[[@LINE-1]]:16: warning: 'active' keeps a ballot{{.*}}(recognised on tokens{{.*}} [hipport-warp-ballot-truncation]
  if ((threadIdx.x & 31) == 0)
    // CHECK: .cu:[[@LINE-1]]:20: warning: computes a lane id with 31{{.*}}(recognised on tokens{{.*}} [hipport-warp-lane-arithmetic]
    out[threadIdx.x / 32] = __popc(active);
    // CHECK: .cu:[[@LINE-1]]:21: warning: computes a warp id with 32{{.*}}(recognised on tokens{{.*}} [hipport-warp-lane-arithmetic]
    // CHECK: .cu:[[@LINE-2]]:29: warning: '__popc' of a ballot{{.*}}(recognised on tokens{{.*}} [hipport-warp-ballot-truncation]
};

// A body with errors (acc_t is unknown): clang keeps what it can.
__device__ float warp_sum(float v) {
  acc_t partial = __shfl_down_sync(0xffffffff, v, 16);
  // CHECK: .cu:[[@LINE-1]]:36: warning: 32-bit full mask{{.*}}[hipport-warp-full-mask]
  // CHECK: .cu:[[@LINE-2]]:51: warning: '__shfl_down_sync' with offset 16{{.*}}[hipport-warp-shuffle-32]
  return partial;
}

// A branch clang does not take in its host-side parse.
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
// CHECK: .cu:[[@LINE-1]]:2: warning: '#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700' tests __CUDA_ARCH__{{.*}}[hipport-cuda-guard]
__device__ unsigned vote(int p) {
  unsigned votes = __ballot_sync(0xffffffff, p);
  // CHECK: .cu:[[@LINE-1]]:12: warning: 'votes' keeps a ballot{{.*}}(recognised on tokens{{.*}} [hipport-warp-ballot-truncation]
  // CHECK: .cu:[[@LINE-2]]:34: warning: 32-bit full mask{{.*}}(recognised on tokens{{.*}} [hipport-warp-full-mask]
  return votes;
}
#endif
