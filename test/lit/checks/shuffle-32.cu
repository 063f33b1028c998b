// Shuffle reductions, scans and broadcasts that assume 32 lanes. In device
// code the fix spells the same value through warpSize (unchanged on CUDA,
// right on 64-lane wavefronts).
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-warp-shuffle-32
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip --check-prefix=FIXED
// RUN: %hip-syntax %t.hip

__device__ float reduceSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    // CHECK: .cu:[[@LINE-1]]:21: warning: shuffle reduction starts at offset 16{{.*}}[hipport-warp-shuffle-32]
    // FIXED: for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__device__ float butterflyMax(float v) {
  for (int mask = 16; mask >= 1; mask >>= 1)
    // CHECK: .cu:[[@LINE-1]]:19: warning: shuffle reduction starts at offset 16{{.*}}[hipport-warp-shuffle-32]
    v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, mask));
  return v;
}

// Inclusive scan with shuffles, bounded by 32.
__device__ int scan(int x, int lane) {
  for (int d = 1; d < 32; d *= 2) {
    // CHECK: .cu:[[@LINE-1]]:23: warning: shuffle loop stops at 32 lanes{{.*}}[hipport-warp-shuffle-32]
    // FIXED: for (int d = 1; d < warpSize; d *= 2) {
    int y = __shfl_up_sync(0xffffffff, x, d);
    if (lane >= d)
      x += y;
  }
  return x;
}

__device__ float unrolled(float v) {
  v += __shfl_down_sync(0xffffffff, v, 16);
  // CHECK: .cu:[[@LINE-1]]:40: warning: '__shfl_down_sync' with offset 16 starts a 32-lane reduction{{.*}}[hipport-warp-shuffle-32]
  v += __shfl_down_sync(0xffffffff, v, 8);
  float last = __shfl_sync(0xffffffff, v, 31);
  // CHECK: .cu:[[@LINE-1]]:43: warning: broadcast from lane 31{{.*}}[hipport-warp-shuffle-32]
  // FIXED: float last = __shfl(v, warpSize - 1);
  float half = __shfl_xor_sync(0xffffffff, v, 1, 32);
  // CHECK: .cu:[[@LINE-1]]:50: warning: '__shfl_xor_sync' with width 32 splits a 64-lane wavefront{{.*}}[hipport-warp-shuffle-32]
  // FIXED: float half = __shfl_xor(v, 1, warpSize);
  return v + last + half;
}

// Already portable, or sub-warp groups chosen on purpose: not reported.
__device__ float portable(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  for (int offset = 4; offset > 0; offset /= 2)
    v += __shfl_xor_sync(0xffffffff, v, offset, 8);
  return __shfl_sync(0xffffffff, v, 0) + __shfl_sync(0xffffffff, v, warpSize - 1);
}
