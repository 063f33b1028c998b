#include <cuda_runtime.h>
#include <vector>

__global__ void fill(int *p) { p[threadIdx.x] = 1; }

int main() {
  std::vector<int> host(4);
  int *d;
  cudaMalloc(&d, 4 * sizeof(int));
  fill<<<1, 4>>>(d);
  cudaMemcpy(host.data(), d, 4 * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
}
