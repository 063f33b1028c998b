#include <cuda_runtime.h>
#include <cstdio>
#include <vector>

__global__ void scale(float *p, float f) { p[threadIdx.x] *= f; }

int main() {
  std::vector<float> host(8, 1.0f);
  float *d;
  cudaMalloc(&d, 8 * sizeof(float));
  cudaMemcpy(d, host.data(), 8 * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<1, 8>>>(d, 2.0f);
  cudaDeviceSynchronize();
  cudaFree(d);
  std::printf("%f\n", host[0]);
}
