#include <cuda_runtime.h>

int main() {
  cudaDeviceSynchronize();
  return 0;
}
