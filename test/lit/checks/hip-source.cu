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

// HIP's threadIdx.x is an object converted to unsigned int: still a thread
// index (HeCBench cc-hip before its fix).
static const int warpsize = 32;
// CHECK: .cu:[[@LINE-1]]:18: warning: 'warpsize' is 32{{.*}}[hipport-warp-size-constant]
__global__ void rowStarts(const int *in, int *out) {
  const int lane = threadIdx.x % warpsize;
  // CHECK: .cu:[[@LINE-1]]:32: warning: computes a lane id with 32 ('warpsize'){{.*}}[hipport-warp-lane-arithmetic]
  int v = __shfl(in[threadIdx.x], 0);
  if (lane == 0)
    out[blockIdx.x] = v;
}
