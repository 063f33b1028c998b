#include <cuda_runtime.h>

// HIP declares no __vadd4: hipport reports it and leaves the call.
__global__ void add(const unsigned *in, unsigned *out) {
  out[threadIdx.x] = __vadd4(in[threadIdx.x], 0x01010101u);
}

int main() { return 0; }
