// A warp size that the project's own HIP path sets (`#ifdef USE_ROCM`):
// hipport leaves it to that path, and the conversion, built as the
// project's HIP build is (with USE_ROCM), is right at 64 lanes. Built
// without it, the broadcast from lane 0 reaches the second group of 32.
#include <cstdio>
#include <cuda_runtime.h>
#ifdef USE_ROCM
#define WARP_SIZE 64
#else
#define WARP_SIZE 32
#endif

__global__ void warpSums(const float *in, float *out, int *positive) {
  int warp = threadIdx.x / WARP_SIZE;
  int lane = threadIdx.x % WARP_SIZE;
  float v = in[threadIdx.x];
  unsigned ballot = __ballot_sync(0xffffffff, v > 0);
  if (lane == 0)
    atomicAdd(positive, __popc(ballot));
  for (int o = WARP_SIZE / 2; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o);
  v = __shfl_sync(0xffffffff, v, 0);
  if (lane == 1)
    out[warp] = v;
}

int main() {
  const int threads = 256, warps = threads / WARP_SIZE;
  float *in, *out;
  int *positive;
  cudaMallocManaged(&in, threads * sizeof(float));
  cudaMallocManaged(&out, warps * sizeof(float));
  cudaMallocManaged(&positive, sizeof(int));
  *positive = 0;
  for (int i = 0; i < threads; ++i)
    in[i] = i;
  warpSums<<<1, threads>>>(in, out, positive);
  cudaDeviceSynchronize();
  float total = 0;
  for (int w = 0; w < warps; ++w)
    total += out[w];
  bool right = total == 32640 && *positive == threads - 1;
  printf("total %g, positive %d: %s\n", total, *positive,
         right ? "PASS" : "FAIL");
  return 0;
}
