// Its HIP path overloads a function on __host__ and __device__, which the
// model (host C++, where both mean nothing) cannot compile: neither the
// conversion nor the human port runs there, a limit of the model.
#include <cstdio>
#include <cuda_runtime.h>
#ifdef USE_ROCM
struct Lanes {
  static __host__ int count() { return 64; }
  static __device__ int count() { return warpSize; }
};
#define WARP_SIZE Lanes::count()
#else
#define WARP_SIZE 32
#endif

__global__ void firstLanes(int *out) {
  out[threadIdx.x] = __shfl_sync(0xffffffff, (int)threadIdx.x, 0) +
                     (int)threadIdx.x % WARP_SIZE;
}

int main() {
  int *out;
  cudaMallocManaged(&out, 64 * sizeof(int));
  firstLanes<<<1, 64>>>(out);
  cudaDeviceSynchronize();
  printf("lane of thread 40: %d\n", out[40]);
  return 0;
}
