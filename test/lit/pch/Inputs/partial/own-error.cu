// Its only error is in its own header: parsed once, with the prologue.
#include "memory.h"

__global__ void reduce(float *P) {
  float V = P[threadIdx.x];
  V += __shfl_down_sync(0xffffffff, V, 16);
  P[threadIdx.x] = V;
}

int main() {
  float *P;
  mallocOnHost((void **)&P, 32 * sizeof(float));
  reduce<<<1, 32>>>(P);
  std::printf("%f\n", P[0]);
}
