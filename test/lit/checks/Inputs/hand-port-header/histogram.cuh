// A kernel with a 32-lane assumption hipport cannot port (one shared entry
// per lane of a 32-lane warp), in a header a unit includes.
#pragma once
#include <cuda_runtime.h>

__global__ void laneHistogram(const int *in, int *out) {
  __shared__ int hits[32];
  int lane = threadIdx.x & 31;
  if (threadIdx.x < 32)
    hits[threadIdx.x] = 0;
  __syncthreads();
  unsigned votes =
      __ballot_sync(0xffffffff, in[blockIdx.x * blockDim.x + threadIdx.x] > 0);
  if (votes & (1u << lane))
    atomicAdd(&hits[lane], 1);
  __syncthreads();
  if (threadIdx.x < 32)
    out[threadIdx.x] = hits[threadIdx.x];
}
