#include <cstdio>
#include <cuda_runtime.h>

__global__ void twice(int *v) { v[threadIdx.x] *= 2; }

int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  twice<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  printf("done\n");
}
