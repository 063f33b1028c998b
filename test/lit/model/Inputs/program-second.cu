// The second translation unit of program-files.cu.
#include <cuda_runtime.h>
int checksum(const int *data, int n);

__global__ void weigh(const int *data, int n, unsigned long long *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(sum, (unsigned long long)(i + 1) * data[i]);
}

int checksum(const int *data, int n) {
  unsigned long long *sum;
  cudaMallocManaged(&sum, sizeof(*sum));
  *sum = 0;
  weigh<<<(n + 127) / 128, 128>>>(data, n, sum);
  cudaDeviceSynchronize();
  int result = int(*sum % 1000003);
  cudaFree(sum);
  return result;
}
