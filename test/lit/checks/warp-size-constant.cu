// Macros and constants named like a warp size whose value is 32, where they
// are part of a 32-lane assumption that disagrees with the hardware
// (warpSize, a broadcast across the wavefront). Used only by consistent
// 32-lane groups, by tiles, or not by warp code at all, they are right.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-warp-size-constant

#define WARP_SIZE 32
// CHECK: .cu:[[@LINE-1]]:9: warning: 'WARP_SIZE' is 32, a 32-lane warp{{.*}}[hipport-warp-size-constant]
#define THREADS_PER_WARP (32)
constexpr int kWarpSize = 32;
// CHECK: .cu:[[@LINE-1]]:15: warning: 'kWarpSize' is 32{{.*}}[hipport-warp-size-constant]
static const int warpsize = 32;

__global__ void mixed(const float *in, float *out) {
  int lane = threadIdx.x % WARP_SIZE;
  int warp = threadIdx.x / kWarpSize;
  float v = in[threadIdx.x];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(__activemask(), v, o);
  if (lane == 0)
    out[warp] = v;
}

// Consistent 32-lane groups: THREADS_PER_WARP is right on 64 lanes.
__global__ void groups(const float *in, float *out) {
  int lane = threadIdx.x % THREADS_PER_WARP;
  float v = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(__activemask(), v, o);
  if (lane == 0)
    out[threadIdx.x / THREADS_PER_WARP] = v;
}

// Other names, other values, or not a plain number: not reported.
#define TILE_SIZE 32
#define WARP_SIZE_AMD 64
#define WARP_SIZE_OF(x) 32
constexpr int kBitsPerWord = 32;
int hostWarpSize = 64;
