// A warp reduction written the portable way but for its 32-bit mask:
// hipport's conversion is right at 64 lanes.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void sum(const int *in, int *total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  if (threadIdx.x % warpSize == 0)
    atomicAdd(total, v);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  int *in, *total;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&total, sizeof(int));
  for (int i = 0; i < n; ++i)
    in[i] = i % 7;
  *total = 0;
  sum<<<(n + 255) / 256, 256>>>(in, total, n);
  cudaDeviceSynchronize();
  int expected = 0;
  for (int i = 0; i < n; ++i)
    expected += i % 7;
  printf("kernel time 0.%d ms\n", rand() % 1000);
  printf("sum %d: %s\n", *total, *total == expected ? "PASS" : "FAIL");
  return 0;
}
