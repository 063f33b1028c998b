// What hipport does not report, the plugin does not either: logical 32-lane
// groups used consistently across functions (judged over the whole unit, at
// its end), tiles of 32 and bit sets are right on 64-lane wavefronts.
// REQUIRES: clang-tidy
// RUN: rm -rf %t && mkdir -p %t && %strip %s > %t/groups.cu
// RUN: %hipport lint %t/groups.cu > %t/lint.out
// RUN: count 0 < %t/lint.out
// RUN: %clang-tidy -checks='-*,hipport-*' %t/groups.cu -- %tidy-cuda-args > %t/tidy.out 2> %t/tidy.err
// RUN: count 0 < %t/tidy.out
// RUN: not grep hipport- %t/tidy.err

#define WARP 32
#define TILE 32

__device__ float groupSum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(__activemask(), v, o);
  return v;
}

__global__ void blockSum(const float *in, float *out) {
  __shared__ float partial[WARP];
  int lane = threadIdx.x % WARP;
  int warp = threadIdx.x / WARP;
  float v = groupSum(in[blockIdx.x * blockDim.x + threadIdx.x]);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / WARP ? partial[lane] : 0;
    v = groupSum(v);
    if (lane == 0)
      out[blockIdx.x] = v;
  }
}

__global__ void transpose(float *out, const float *in, int width) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x % TILE;
  int y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  out[x * width + y] = tile[threadIdx.x][threadIdx.y];
}

__global__ void bitSet(unsigned *words, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicOr(&words[i / 32], 1u << (i % 32));
}
