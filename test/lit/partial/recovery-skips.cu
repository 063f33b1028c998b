// Code that clang's error recovery skips leaves nothing in the AST, not even
// an invalid declaration: what follows an unknown macro in a declarator, or
// a statement swallowed by a missing parenthesis. lint still checks it by
// tokens (a project header is missing, so its macros are unknown).
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu 2>%t.err > %t.txt
// RUN: FileCheck %s --input-file=%t.txt --implicit-check-not=warning:

#include "project/macros.h"

// An attribute macro after the declarator: clang skips the body, and goes
// on skipping to the next ';' outside braces (here the one after the body).
__global__ void scale(float *x) PROJECT_LAUNCH_BOUNDS(256) {
  int lane = threadIdx.x & 31;
  // CHECK: .cu:[[@LINE-1]]:26: warning: computes a lane id with 31{{.*}}(recognised on tokens: clang did not parse this code) [hipport-warp-lane-arithmetic]
  x[lane] = __shfl_down_sync(0xffffffff, x[0], 16);
  // CHECK: .cu:[[@LINE-1]]:30: warning: 32-bit full mask passed to '__shfl_down_sync'{{.*}}(recognised on tokens{{.*}} [hipport-warp-full-mask]
  // CHECK: .cu:[[@LINE-2]]:48: warning: '__shfl_down_sync' with offset 16{{.*}}(recognised on tokens{{.*}} [hipport-warp-shuffle-32]
};

// A specifier macro between the template header and the return type.
template <typename T>
PROJECT_DEVICE T warp_max(T v) {
  return max(v, __shfl_xor_sync(0xffffffff, v, 16));
  // CHECK: .cu:[[@LINE-1]]:33: warning: 32-bit full mask passed to '__shfl_xor_sync'{{.*}}(recognised on tokens{{.*}} [hipport-warp-full-mask]
  // CHECK: .cu:[[@LINE-2]]:48: warning: '__shfl_xor_sync' with offset 16{{.*}}(recognised on tokens{{.*}} [hipport-warp-shuffle-32]
};

// A missing ')': clang skips to the next ';', taking the loop with it.
__device__ float warp_sum(float v) {
  if (v > 0 {
    v = -v;
  }
  for (int o = 16; o > 0; o /= 2)
    // CHECK: .cu:[[@LINE-1]]:16: warning: shuffle reduction starts at offset 16{{.*}}(recognised on tokens{{.*}} [hipport-warp-shuffle-32]
    v += __shfl_down_sync(0xffffffff, v, o);
    // CHECK: .cu:[[@LINE-1]]:27: warning: 32-bit full mask passed to '__shfl_down_sync'{{.*}}(recognised on tokens{{.*}} [hipport-warp-full-mask]
  return v;
}

// In a namespace, nothing ends the skipping before the end of the file.
namespace project {
__global__ void lanes(int *out) PROJECT_LAUNCH_BOUNDS(128) {
  out[threadIdx.x] = threadIdx.x % 32;
  // CHECK: .cu:[[@LINE-1]]:34: warning: computes a lane id with 32{{.*}}(recognised on tokens{{.*}} [hipport-warp-lane-arithmetic]
}
__device__ int first_warp() { return threadIdx.x >> 5; }
// CHECK: .cu:[[@LINE-1]]:50: warning: computes a warp id with 5{{.*}}(recognised on tokens{{.*}} [hipport-warp-lane-arithmetic]
} // namespace project

// The file reasons in hardware lanes too, so its 32-lane ids and shuffles
// from 16 are not consistent 32-lane groups.
__device__ int lanes() { return warpSize; }
