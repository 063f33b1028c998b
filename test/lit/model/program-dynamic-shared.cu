// extern __shared__ arrays get the dynamic shared memory of the launch (the
// third value in the chevrons): run-model.py declares each as a reference
// to the launch's buffer, so that every such array, in a kernel, in a
// template or at namespace scope, starts at the same address, as on the
// GPU, and the block's threads share it. A size computed for 32-lane warps
// and indexed by 64-lane wavefronts runs into the page after the buffer,
// which the model reports.
// RUN: %warp-model --width 32 %s | FileCheck %s --check-prefix=CHECK --implicit-check-not=model
// RUN: %warp-model --width 64 %s | FileCheck %s --check-prefix=CHECK --implicit-check-not=model
// RUN: %expect-exit 3 %warp-model --width 64 -DWARPS_OF_32 %s | FileCheck %s --check-prefix=W64-OVERFLOW
// RUN: %warp-model --width 32 -DWARPS_OF_32 %s | FileCheck %s --check-prefix=CHECK --implicit-check-not=model

#include <cuda_runtime.h>
#include <cstdio>

extern __shared__ int atNamespaceScope[];

// One partial sum per warp in dynamic shared memory, then thread 0 adds them.
template <typename T> __global__ void blockSum(const T *in, T *out) {
  extern __shared__ __align__(16) unsigned char raw[];
  T *partial = reinterpret_cast<T *>(raw);
  T v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffffffffffull, v, offset);
  if (threadIdx.x % warpSize == 0)
    partial[threadIdx.x / warpSize] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    T sum = 0;
    for (unsigned w = 0; w < blockDim.x / warpSize; ++w)
      sum += partial[w];
    out[blockIdx.x] = sum;
  }
}

// The namespace-scope array and a kernel's own are the same memory.
__global__ void alias(int *out) {
  extern __shared__ int mine[];
  mine[threadIdx.x] = threadIdx.x + 1;
  __syncthreads();
  out[threadIdx.x] = atNamespaceScope[blockDim.x - 1 - threadIdx.x];
}

// Rows of 32 threads, one per 32-lane warp: the row length is blockDim.x,
// and spelling it warpSize (WARPS_OF_32) indexes past the buffer at 64.
__global__ void rows(int *out) {
  extern __shared__ int cell[];
#ifdef WARPS_OF_32
  int row = warpSize;
#else
  int row = blockDim.x;
#endif
  cell[threadIdx.y * row + threadIdx.x] = threadIdx.y;
  // W64-OVERFLOW: model error: access 0 bytes past the end of the 1024 bytes of dynamic shared memory (extern __shared__) (block 0, thread 128)
  __syncthreads();
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    int sum = 0;
    for (int i = 0; i < 256; ++i)
      sum += cell[i];
    *out = sum;
  }
}

int main() {
  const int blocks = 3, threads = 256;
  float *in, *out;
  cudaMallocManaged(&in, blocks * threads * sizeof(float));
  cudaMallocManaged(&out, blocks * sizeof(float));
  for (int i = 0; i < blocks * threads; ++i)
    in[i] = float(i % threads);
  int warpSizeOfDevice;
  cudaDeviceGetAttribute(&warpSizeOfDevice, cudaDevAttrWarpSize, 0);
  int warps = threads / warpSizeOfDevice;
  blockSum<<<blocks, threads, warps * sizeof(float)>>>(in, out);
  // CHECK: block sums 32640 32640 32640
  printf("block sums %g %g %g\n", out[0], out[1], out[2]);

  int *lanes;
  cudaMallocManaged(&lanes, 64 * sizeof(int));
  alias<<<1, 64, 64 * sizeof(int)>>>(lanes);
  // CHECK: reversed 64 1
  printf("reversed %d %d\n", lanes[0], lanes[63]);

  rows<<<1, dim3(32, 8), 256 * sizeof(int)>>>(lanes);
  // CHECK: rows 896
  printf("rows %d\n", lanes[0]);
  return 0;
}
