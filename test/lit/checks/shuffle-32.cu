// Shuffle reductions, scans and broadcasts that assume 32 lanes, used by
// code that works on whole hardware warps (lane 0 of the block, warpSize).
// The fix spells the same value through warpSize (unchanged on CUDA, right
// on 64-lane wavefronts), for every site of the assumption at once.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-warp-shuffle-32
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip --hip-version=5.2 2>/dev/null
// RUN: FileCheck %s --input-file=%t.hip --check-prefix=FIXED
// RUN: %drop-stops %t.hip > %t.compiled.hip
// RUN: %hip-syntax %t.compiled.hip

__device__ float reduceSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    // CHECK: .cu:[[@LINE-1]]:21: warning: shuffle reduction starts at offset 16{{.*}}[hipport-warp-shuffle-32]
    // FIXED: for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(__activemask(), v, offset);
  return v;
}

__device__ float butterflyMax(float v) {
  for (int mask = 16; mask >= 1; mask >>= 1)
    // CHECK: .cu:[[@LINE-1]]:19: warning: shuffle reduction starts at offset 16{{.*}}[hipport-warp-shuffle-32]
    // FIXED: for (int mask = warpSize / 2; mask >= 1; mask >>= 1)
    v = fmaxf(v, __shfl_xor_sync(__activemask(), v, mask));
  return v;
}

// Inclusive scan with shuffles, bounded by 32.
__device__ int scan(int x, int lane) {
  for (int d = 1; d < 32; d *= 2) {
    // CHECK: .cu:[[@LINE-1]]:23: warning: shuffle loop stops at 32 lanes{{.*}}[hipport-warp-shuffle-32]
    // FIXED: for (int d = 1; d < warpSize; d *= 2) {
    int y = __shfl_up_sync(__activemask(), x, d);
    if (lane >= d)
      x += y;
  }
  return x;
}

__global__ void perWarp(const float *in, float *out, int *scans) {
  float v = in[threadIdx.x];
  float s = reduceSum(v), m = butterflyMax(v);
  if (threadIdx.x % warpSize == 0)
    out[threadIdx.x / warpSize] = s + m;
  scans[threadIdx.x] = scan(1, threadIdx.x % warpSize);
}

// An unrolled reduction has no one place to fix: reported, not changed.
__device__ float unrolled(float v) {
  v += __shfl_down_sync(__activemask(), v, 16);
  // CHECK: .cu:[[@LINE-1]]:44: warning: '__shfl_down_sync' with offset 16 starts a 32-lane reduction{{.*}}(no automatic fix: {{.*}}) [hipport-warp-shuffle-32]
  // FIXED: v += __shfl_down(v, 16);
  v += __shfl_down_sync(__activemask(), v, 8);
  float last = __shfl_sync(__activemask(), v, 31);
  // CHECK: .cu:[[@LINE-1]]:47: warning: broadcast from lane 31{{.*}}[hipport-warp-shuffle-32]
  // FIXED: float last = __shfl(v, 31);
  float half = __shfl_xor_sync(__activemask(), v, 1, 32);
  // CHECK: .cu:[[@LINE-1]]:54: warning: '__shfl_xor_sync' with width 32 splits a 64-lane wavefront{{.*}}[hipport-warp-shuffle-32]
  // FIXED: float half = __shfl_xor(v, 1, 32);
  return v + last + half;
}
// CHECK: .cu:[[@LINE+2]]:17: error: 'total' assumes 32-lane warps at lines [[#@LINE-12]], [[#@LINE-8]], [[#@LINE-5]], which cannot be ported automatically (not every use of 32 has a mechanical fix){{.*}}[hipport-warp-hand-port]
// FIXED: #error "hipport: 'total' assumes 32-lane warps
__global__ void total(const float *in, float *out) {
  float v = unrolled(in[threadIdx.x]);
  if (threadIdx.x == 0)
    *out = v;
}

// Only a broadcast from the last lane: fixed on its own.
__global__ void lastLane(const float *in, float *out) {
  out[threadIdx.x] = __shfl_sync(__activemask(), in[threadIdx.x], 31);
  // CHECK: .cu:[[@LINE-1]]:67: warning: broadcast from lane 31{{.*}}[hipport-warp-shuffle-32]
  // FIXED: out[threadIdx.x] = __shfl(in[threadIdx.x], warpSize - 1);
}

// Already portable, or sub-warp groups chosen on purpose: not reported.
__device__ float portable(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(__activemask(), v, offset);
  for (int offset = 4; offset > 0; offset /= 2)
    v += __shfl_xor_sync(__activemask(), v, offset, 8);
  return __shfl_sync(__activemask(), v, 0) + __shfl_sync(__activemask(), v, warpSize - 1);
}
