// A reduction over an explicit logical warp of 32 (offset from the same
// constant as the width) is consistent: only the width is reported, and
// only once.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-warp-shuffle-32

#define WARP_SIZE 32
__global__ void k(float *p) {
  float v = p[threadIdx.x];
  for (int o = WARP_SIZE / 2; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffffffffffull, v, o, WARP_SIZE);
  // CHECK: .cu:[[@LINE-1]]:55: warning: '__shfl_xor_sync' with width 32 splits a 64-lane wavefront into two halves{{.*}}[hipport-warp-shuffle-32]
  p[threadIdx.x] = v;
}
