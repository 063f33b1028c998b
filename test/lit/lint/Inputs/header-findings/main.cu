#include "kernels.cuh"

int main() {
  int *in, *out;
  cudaMalloc(&in, 64 * sizeof(int));
  cudaMalloc(&out, 64 * sizeof(int));
  laneCounts<<<1, 64>>>(in, out);
  return cudaDeviceSynchronize() != cudaSuccess;
}
