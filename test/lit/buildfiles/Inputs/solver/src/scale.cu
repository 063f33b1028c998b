#include <cuda_runtime.h>
__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}
void launchScale(float *x, float a, int n) {
  scale<<<(n + 255) / 256, 256>>>(x, a, n);
  cudaDeviceSynchronize();
}
