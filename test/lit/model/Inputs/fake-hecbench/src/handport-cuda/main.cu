// WARP_SIZE is both the lane count of the warp's ballot and the number of
// ints each warp writes: the kind of 32-lane assumption hipport leaves to
// a hand port. One block of one warp (at 32 lanes) counts its odd values.
#include <cstdio>
#include <cuda_runtime.h>

#define WARP_SIZE 32

__device__ int getLaneId() { return threadIdx.x % WARP_SIZE; }

__global__ void countOdd(const int *in, int *out) {
  unsigned ballot = __ballot_sync(0xffffffff, in[threadIdx.x] & 1);
  if (getLaneId() == 0)
    out[0] = __popc(ballot);
  out[1 + threadIdx.x % WARP_SIZE] = getLaneId();
}

int main() {
  int *in, *out;
  cudaMallocManaged(&in, WARP_SIZE * sizeof(int));
  cudaMallocManaged(&out, (WARP_SIZE + 1) * sizeof(int));
  for (int i = 0; i < WARP_SIZE; ++i)
    in[i] = i * 3;
  countOdd<<<1, WARP_SIZE>>>(in, out);
  cudaDeviceSynchronize();
  printf("%d odd: %s\n", out[0], out[0] == WARP_SIZE / 2 ? "PASS" : "FAIL");
  return 0;
}
