#include <cuda_runtime.h>

// Edited in the editor, not saved: the launch now frees its buffer.
__global__ void reduce(float *out, const float *in) {
  float v = in[threadIdx.x];
  v += __shfl_down_sync(0xffffffff, v, 1);
  out[threadIdx.x] = v;
}

void launch(float *out, const float *in) {
  float *buffer;
  cudaMalloc(&buffer, 256 * sizeof(float));
  reduce<<<1, 32>>>(out, in);
  cudaDeviceSynchronize();
  cudaFree(buffer);
}
