// What hipport does not report, the plugin does not either: the logical
// 32-lane groups of warp-evidence/consistent-groups.cu with their masks
// widened (judged over the whole unit, at its end: groupSum alone cannot
// say), and tiles of 32 and bit sets, which are right on 64-lane
// wavefronts.
// REQUIRES: clang-tidy
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/0xffffffff/__activemask()/' %S/../warp-evidence/consistent-groups.cu > %t/groups.cu
// RUN: %strip %s >> %t/groups.cu
// RUN: %hipport lint %t/groups.cu > %t/lint.out
// RUN: count 0 < %t/lint.out
// RUN: %clang-tidy -checks='-*,hipport-*' %t/groups.cu -- %tidy-cuda-args > %t/tidy.out 2> %t/tidy.err
// RUN: count 0 < %t/tidy.out
// RUN: not grep hipport- %t/tidy.err

#define SIDE 32

__global__ void copyTiles(float *dst, const float *src, int pitch) {
  __shared__ float block[SIDE][SIDE + 1];
  int col = blockIdx.x * SIDE + threadIdx.x % SIDE;
  block[threadIdx.y][threadIdx.x % SIDE] = src[threadIdx.y * pitch + col];
  __syncthreads();
  dst[threadIdx.y * pitch + col] = block[threadIdx.y][threadIdx.x % SIDE];
}

__global__ void markSeen(unsigned *seen, const int *keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicOr(&seen[keys[i] / 32], 1u << (keys[i] % 32));
}
