#include <cuda_runtime.h>
#include "buffers.cuh"

void copyBack(float *host, const float *device, size_t n) {
#ifdef HOST_COPY
  cudaMemcpy(host, device, n * sizeof(float), cudaMemcpyDeviceToHost);
#endif
}
