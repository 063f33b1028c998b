#include <cstdio>
#include <hip/hip_runtime.h>

__global__ void twice(int *v) { v[threadIdx.x] *= 2; }

int main() {
  int *d;
  hipMalloc(&d, 64 * sizeof(int));
  twice<<<1, 64>>>(d);
  hipDeviceSynchronize();
  hipFree(d);
  printf("done\n");
}
