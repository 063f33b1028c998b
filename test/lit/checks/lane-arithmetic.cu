// Lane and warp ids computed with 32 are reported where they meet warp
// hardware and disagree with the rest of the code: here the reduction works
// on whole wavefronts (warpSize), the ids on 32-lane warps. All of one
// assumption is fixed together or not at all. Tile, row and bit-set
// arithmetic, and code without warp intrinsics, are not warp sizes.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-warp-lane-arithmetic
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip --check-prefix=FIXED
// RUN: FileCheck %s --input-file=%t.err --check-prefix=SUMMARY
// RUN: %drop-stops %t.hip > %t.compiled.hip
// RUN: %hip-syntax %t.compiled.hip

#define TILE 32
#define WARP_SZ 32

// Block reduction: hardware-wide shuffles, ids from 32.
__global__ void blockSum(const float *in, float *out) {
  __shared__ float partial[16];
  int lane = threadIdx.x & 31;
  // CHECK: .cu:[[@LINE-1]]:26: warning: computes a lane id with 31{{.*}}use '& (warpSize - 1)'; fixed together with lines {{[0-9]+, [0-9]+, [0-9]+}} [hipport-warp-lane-arithmetic]
  // FIXED: int lane = threadIdx.x & (warpSize - 1);
  int warp = threadIdx.x >> 5;
  // CHECK: .cu:[[@LINE-1]]:26: warning: computes a warp id with 5{{.*}}[hipport-warp-lane-arithmetic]
  // FIXED: int warp = threadIdx.x / warpSize;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(__activemask(), v, o);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  int warps = blockDim.x / 32;
  // CHECK: .cu:[[@LINE-1]]:26: warning: computes the number of warps per block with 32{{.*}}[hipport-warp-lane-arithmetic]
  // FIXED: int warps = blockDim.x / warpSize;
  if (threadIdx.x == 0) {
    float s = 0;
    for (int w = 0; w < warps; ++w)
      s += partial[w];
    out[blockIdx.x] = s;
  }
  if (lane == 31)
    // CHECK: .cu:[[@LINE-1]]:12: warning: computes the last lane with 31{{.*}}[hipport-warp-lane-arithmetic]
    // FIXED: if (lane == warpSize - 1)
    partial[warp] = v;
}

// One result per 32-lane warp in global memory: the host sized that array
// by 32 lanes, so the ids are reported and left alone, and the kernel is
// left for a person (hipport-warp-hand-port), its output stopped.
// FIXED: #error "hipport: 'perWarpOut' assumes 32-lane warps at line [[#@LINE+3]] of the CUDA source,
// SUMMARY: hipport: 2 places need a change by hand for 64-lane wavefronts (hipport-warp-hand-port): {{.*}}.cu:[[#@LINE+1]] {{.*}}.cu:[[#@LINE+14]]
__global__ void perWarpOut(const float *in, float *out) {
  int warp = threadIdx.x / 32;
  // CHECK: .cu:[[@LINE-1]]:26: warning: computes a warp id with 32{{.*}}(no automatic fix: its warp ids index global memory, which the host may size by 32-lane warps) [hipport-warp-lane-arithmetic]
  // FIXED: int warp = threadIdx.x / 32;
  float v = in[threadIdx.x];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(__activemask(), v, o);
  if (threadIdx.x % warpSize == 0)
    out[blockIdx.x * 8 + warp] = v;
}

// A named 32 among ids that index global memory: reported, with the other
// lines of the assumption, and not fixed (a half fix would be wrong).
__global__ void named(const int *in, int *out) {
  int gtid = blockIdx.x * blockDim.x + threadIdx.x;
  int gwarp = gtid / WARP_SZ;
  // CHECK: .cu:[[@LINE-1]]:20: warning: computes a warp id with 32 ('WARP_SZ'){{.*}}one assumption with line {{[0-9]+}} (no automatic fix: its warp ids index global memory{{.*}}) [hipport-warp-lane-arithmetic]
  // FIXED: int gwarp = gtid / WARP_SZ;
  int glane = gtid % 32;
  // CHECK: .cu:[[@LINE-1]]:20: warning: computes a lane id with 32{{.*}}[hipport-warp-lane-arithmetic]
  // FIXED: int glane = gtid % 32;
  if (__shfl_sync(__activemask(), in[gtid], 0) > 0 && glane == 0)
    out[gwarp] = 1;
}

// Host arithmetic on ordinary numbers is not about lanes: not reported.
int warpsFor(int threads) {
  int t = threads;
  return t / 32;
}

// Tiles and bit fields of 32 are not warps: not reported, even next to a
// shuffle that works on whole wavefronts.
__global__ void transpose(float *out, const float *in, int width) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x % TILE;
  int y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  out[x * width + y] = tile[threadIdx.x][threadIdx.y];
}
__global__ void bitSet(unsigned *words, const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicOr(&words[i / 32], 1u << (i % 32));
  float v = in[i];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_xor_sync(__activemask(), v, o);
  out[i] = v;
}
template <int BN> __global__ void gemmRows(float *out) {
  int row = threadIdx.x / (BN / 4);
  int col = threadIdx.x % BN;
  out[row * BN + col] = __shfl_sync(__activemask(), 1.0f, 0);
}
template __global__ void gemmRows<128>(float *);
template <int ROWS> __global__ void rows(float *out) {
  out[threadIdx.x / ROWS] = __shfl_sync(__activemask(), 1.0f, 0);
}
template __global__ void rows<32>(float *);
__device__ unsigned wordOf(unsigned bit) { return bit / 32 + (bit & 31) + (bit >> 5); }
__device__ int bucket(int key) { return key % 32; }
// A bank permutation of a thread index is bit twiddling, not a lane id.
__device__ int permuted() {
  int t = threadIdx.x;
  return ((t << 1) | (t >> 4) & 0x1) & 0x1F;
}
// A ballot kept only as the mask of width-32 shuffles names the lanes that
// take part; the 32-lane groups stay consistent (bsw in HeCBench).
__global__ void neighbours(const short *in, short *out, int n) {
  int laneId = threadIdx.x % 32;
  int warpId = threadIdx.x / 32;
  unsigned long long mask = __ballot_sync(__activemask(), threadIdx.x < n);
  short left = __shfl_sync(mask, in[threadIdx.x], laneId - 1, 32);
  if (laneId == 31)
    out[warpId] = left;
}
