// A source already ported to HIP calls HIP's own warp functions (__ballot,
// __shfl, __popc as HIP declares them). They have CUDA's meaning, so a
// ballot kept in 32 bits and a broadcast from lane 31 are found there too
// (found in HeCBench graphB+-hip before its 64-lane fix).
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=warning:

#include <hip/hip_runtime.h>

__global__ void leftOf(const int *state, int *out) {
  const int lane = threadIdx.x % warpSize;
  const int ball = __ballot(state[threadIdx.x] == 0);
  // CHECK: .cu:[[@LINE-1]]:13: warning: 'ball' keeps a ballot or active mask in 32 bits{{.*}}[hipport-warp-ballot-truncation]
  const int before = __popc(ball & ((1u << lane) - 1));
  // CHECK: .cu:[[@LINE-1]]:22: warning: '__popc' of a ballot counts only 32 lanes{{.*}}[hipport-warp-ballot-truncation]
  // CHECK: .cu:[[@LINE-2]]:41: warning: lane mask built in 32 bits{{.*}}[hipport-warp-lane-mask]
  out[threadIdx.x] = __shfl(before, 31);
  // CHECK: .cu:[[@LINE-1]]:37: warning: broadcast from lane 31{{.*}}[hipport-warp-shuffle-32]
}
