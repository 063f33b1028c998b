// Included by program-files.cu: a header with a kernel, an extern
// __shared__ array and a launch, which run-model.py rewrites in its copy
// of the header as in the file that includes it.
#pragma once

__global__ void rotateInBlock(const int *in, int *out) {
  extern __shared__ int tmp[];
  tmp[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] =
      tmp[(threadIdx.x + 1) % blockDim.x];
}

inline void rotate(const int *in, int *out, int blocks, int threads) {
  rotateInBlock<<<blocks, threads, threads * sizeof(int)>>>(in, out);
}

int checksum(const int *data, int n); // in program-second.cu
