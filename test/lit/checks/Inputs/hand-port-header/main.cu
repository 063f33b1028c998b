#include <cstdio>
#include "histogram.cuh"

int main() {
  int *in, *out;
  cudaMalloc(&in, 64 * sizeof(int));
  cudaMalloc(&out, 32 * sizeof(int));
  laneHistogram<<<1, 64>>>(in, out);
  cudaDeviceSynchronize();
  return 0;
}
