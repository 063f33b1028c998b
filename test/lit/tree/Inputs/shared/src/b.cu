#include "../include/common.cuh"

void runB(float **p, cudaStream_t s) {
  allocate(p, 64);
  cudaStreamSynchronize(s);
}
