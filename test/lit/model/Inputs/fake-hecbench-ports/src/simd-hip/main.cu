#include <hip/hip_runtime.h>

__global__ void add(const unsigned *in, unsigned *out) {
  unsigned v = in[threadIdx.x], r = 0;
  for (int b = 0; b < 32; b += 8)
    r |= ((((v >> b) & 0xffu) + 1u) & 0xffu) << b;
  out[threadIdx.x] = r;
}

int main() { return 0; }
