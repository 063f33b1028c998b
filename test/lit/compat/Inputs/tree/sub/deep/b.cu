#include "../../common.cuh"

__global__ void largest(const int *in, int *out) {
  out[0] = __reduce_max_sync(~0ull, in[threadIdx.x]) + smallest(2);
}
