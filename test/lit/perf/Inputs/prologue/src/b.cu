#include <cstdio>
#include "common.cuh"

int runB() {
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  CHECK(cudaStreamSynchronize(stream));
  return cudaStreamDestroy(stream) == cudaSuccess ? 0 : 1;
}
