// Code that already has a HIP path stays quiet when clang could not parse
// it, as when it could: the token-level recognisers skip #if trees that test
// a HIP macro, both in statements with errors and in code clang's recovery
// skipped.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu 2>%t.err > %t.txt
// RUN: FileCheck %s --input-file=%t.txt --implicit-check-not=warning:

#include "project/missing.h"

__device__ float sum(float v) {
#ifdef USE_ROCM
  v += __shfl_down(v, 32);
#else
  Accum t = __shfl_down_sync(0xffffffff, v, 16);
  v += t;
#endif
  return v;
}

__global__ void lanes(float *out) PROJECT_LAUNCH_BOUNDS(256) {
#if defined(USE_ROCM)
  out[0] = sum(out[threadIdx.x % 64]);
#else
  out[0] = sum(out[threadIdx.x % 32]);
#endif
};

// Outside the #if tree, the same code is reported.
__device__ float sum2(float v) {
  Accum t = __shfl_down_sync(0xffffffff, v, 16);
  // CHECK: .cu:[[@LINE-1]]:30: warning: 32-bit full mask{{.*}} [hipport-warp-full-mask]
  // CHECK: .cu:[[@LINE-2]]:45: warning: '__shfl_down_sync' with offset 16{{.*}} [hipport-warp-shuffle-32]
  return t;
}
