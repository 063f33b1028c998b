#include <cuda_runtime.h>
#include <cstdio>
#include <vector>

__global__ void fill(int *p) { p[threadIdx.x] = threadIdx.x; }

int main() {
  std::vector<int> host(4);
  int *d;
  cudaMalloc(&d, 4 * sizeof(int));
  fill<<<1, 4>>>(d);
  cudaMemcpy(host.data(), d, 4 * sizeof(int), cudaMemcpyDeviceToHost);
  cudaError_t err = cudaGetLastError();
  std::printf("%s %d\n", cudaGetErrorString(err), host[3]);
  cudaFree(d);
}
