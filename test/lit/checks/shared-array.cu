// __shared__ arrays of 32 elements indexed by a hardware lane are sized for
// 32-lane warps; indexed by warp id, 32 slots suffice (at most 16
// wavefronts), and a lane computed as `t & 31` is below 32 by construction.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-warp-shared-array

__global__ void blockMax(const float *in, float *out) {
  __shared__ float perWarp[32];
  __shared__ int histogram[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  float v = in[threadIdx.x];
  if (lane == 0)
    perWarp[wid] = v;
  __syncthreads();
  histogram[lane] += 1;
  // CHECK: .cu:[[@LINE-8]]:18: warning: shared array 'histogram' has 32 elements and is indexed by lane{{.*}}[hipport-warp-shared-array]
  out[blockIdx.x] = perWarp[wid] + histogram[0];
}

// Sized 32 but indexed by data, or sized otherwise: not reported.
__global__ void bins(const int *keys, int *counts) {
  __shared__ int bucket[32];
  __shared__ float wide[64];
  int key = keys[threadIdx.x];
  atomicAdd(&bucket[key % 32], 1);
  wide[threadIdx.x % warpSize] = 0;
  bucket[threadIdx.x & 31] += 1;
  counts[threadIdx.x] = bucket[0] + (int)wide[0];
}
