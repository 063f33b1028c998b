#include <light.h>
#include <heavy.h>

__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }

int main() {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  fill<<<1, 32>>>(d, 1);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
