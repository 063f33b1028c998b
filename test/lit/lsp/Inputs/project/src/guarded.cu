#include <cuda_runtime.h>

__global__ void reduce(float *out, const float *in) {
  float v = in[threadIdx.x];
#ifdef USE_WARP_SHUFFLE
  v += __shfl_down_sync(0xffffffff, v, 1);
#endif
  out[threadIdx.x] = v;
}
