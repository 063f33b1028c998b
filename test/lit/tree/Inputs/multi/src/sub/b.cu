#include <shared.cuh>
#include "local.cuh"

void runB(float **p, cudaStream_t s) {
  reserve(p, 8);
  bump<<<1, 32, 0, s>>>(*p);
  cudaStreamSynchronize(s);
}
