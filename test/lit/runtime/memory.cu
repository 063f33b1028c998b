// Memory management calls, their enumerators and the types they use.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NOT: cuda_runtime

int copyRoundTrip(const float *host, float *back, size_t n) {
  float *device = nullptr;
  cudaError_t status = cudaMalloc(&device, n * sizeof(float));
  // CHECK: hipError_t status = hipMalloc(&device, n * sizeof(float));
  if (status != cudaSuccess)
    // CHECK: if (status != hipSuccess)
    return 1;
  cudaMemcpy(device, host, n * sizeof(float), cudaMemcpyHostToDevice);
  // CHECK: hipMemcpy(device, host, n * sizeof(float), hipMemcpyHostToDevice);
  cudaMemset(device, 0, n * sizeof(float));
  // CHECK: hipMemset(device, 0, n * sizeof(float));
  cudaMemcpy(back, device, n * sizeof(float), cudaMemcpyDeviceToHost);
  // CHECK: hipMemcpy(back, device, n * sizeof(float), hipMemcpyDeviceToHost);
  enum cudaMemcpyKind kind = cudaMemcpyDefault;
  // CHECK: enum hipMemcpyKind kind = hipMemcpyDefault;
  (void)kind;
  float *pinned = nullptr;
  cudaMallocHost(&pinned, 64);
  // CHECK: hipHostMalloc(&pinned, 64);
  cudaFreeHost(pinned);
  // CHECK: hipHostFree(pinned);
  return cudaFree(device) == cudaSuccess ? 0 : 2;
  // CHECK: return hipFree(device) == hipSuccess ? 0 : 2;
}
