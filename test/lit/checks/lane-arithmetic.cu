// Lane and warp ids computed with 32 from thread indices. Numbers that split
// other data, or come from names like TILE, are not warp sizes.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-warp-lane-arithmetic
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 --disable=hipport-warp-shared-array
// RUN: FileCheck %s --input-file=%t.hip --check-prefix=FIXED
// RUN: %hip-syntax %t.hip

#define TILE 32
#define WARP_SZ 32

// Block reduction: one partial sum per warp.
__global__ void blockSum(const float *in, float *out) {
  __shared__ float partial[32];
  int lane = threadIdx.x & 31;
  // CHECK: .cu:[[@LINE-1]]:26: warning: computes a lane id with 31{{.*}}use '& (warpSize - 1)'{{.*}}[hipport-warp-lane-arithmetic]
  // FIXED: int lane = threadIdx.x & (warpSize - 1);
  int warp = threadIdx.x >> 5;
  // CHECK: .cu:[[@LINE-1]]:26: warning: computes a warp id with 5{{.*}}[hipport-warp-lane-arithmetic]
  // FIXED: int warp = threadIdx.x / warpSize;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  int warps = blockDim.x / 32;
  // CHECK: .cu:[[@LINE-1]]:26: warning: computes the number of warps per block with 32{{.*}}[hipport-warp-lane-arithmetic]
  // FIXED: int warps = blockDim.x / warpSize;
  int gtid = blockIdx.x * blockDim.x + threadIdx.x;
  int gwarp = gtid / WARP_SZ;
  // CHECK: .cu:[[@LINE-1]]:20: warning: computes a warp id with 32 ('WARP_SZ'){{.*}}[hipport-warp-lane-arithmetic]
  int glane = gtid % 32;
  // CHECK: .cu:[[@LINE-1]]:20: warning: computes a lane id with 32{{.*}}[hipport-warp-lane-arithmetic]
  // FIXED: int glane = gtid % warpSize;
  if (lane == 31)
    // CHECK: .cu:[[@LINE-1]]:12: warning: computes a lane compared with the size of a 32-lane warp{{.*}}[hipport-warp-lane-arithmetic]
    // FIXED: if (lane == warpSize - 1)
    out[gwarp] = partial[threadIdx.x < warps ? lane : 0] + glane;
}

// Host arithmetic on ordinary numbers is not about lanes: not reported.
int warpsFor(int threads) {
  int t = threads;
  return t / 32;
}

// Tiles and bit fields of 32 are not warps: not reported.
__global__ void transpose(float *out, const float *in, int width) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x % TILE;
  int y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  out[x * width + y] = tile[threadIdx.x][threadIdx.y];
}
__device__ unsigned wordOf(unsigned bit) { return bit / 32 + (bit & 31) + (bit >> 5); }
__device__ int bucket(int key) { return key % 32; }
// A bank permutation of a thread index is bit twiddling, not a lane id.
__device__ int permuted() {
  int t = threadIdx.x;
  return ((t << 1) | (t >> 4) & 0x1) & 0x1F;
}
