// One result per warp, with the host's count of warps fixed at 32 lanes:
// at 64 lanes half the results are never written.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void warpMax(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v = max(v, __shfl_xor_sync(__activemask(), v, offset));
  if (threadIdx.x % warpSize == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / warpSize] = v;
}

int main() {
  const int threads = 128, blocks = 2, warp_size = 32;
  const int warps = blocks * threads / warp_size;
  int *in, *out;
  cudaMallocManaged(&in, blocks * threads * sizeof(int));
  cudaMallocManaged(&out, warps * sizeof(int));
  for (int i = 0; i < blocks * threads; ++i)
    in[i] = i;
  for (int w = 0; w < warps; ++w)
    out[w] = -1;
  warpMax<<<blocks, threads>>>(in, out);
  cudaDeviceSynchronize();
  int errors = 0;
  for (int w = 0; w < warps; ++w)
    errors += out[w] != (w + 1) * warp_size - 1;
  printf("%d warps, %d wrong: %s\n", warps, errors, errors ? "FAIL" : "PASS");
  return 0;
}
