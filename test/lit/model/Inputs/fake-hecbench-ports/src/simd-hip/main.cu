#include <hip/hip_runtime.h>

__global__ void relu(const unsigned *in, unsigned *out) {
  unsigned v = in[threadIdx.x], r = 0;
  for (int b = 0; b < 32; b += 8) {
    signed char c = (signed char)(v >> b);
    r |= (unsigned)(unsigned char)(c > 0 ? c : 0) << b;
  }
  out[threadIdx.x] = r;
}

int main() { return 0; }
