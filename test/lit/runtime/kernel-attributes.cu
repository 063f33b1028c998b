// CUDA's cudaFuncSetCacheConfig, cudaFuncSetAttribute, cudaFuncGetAttributes
// and cudaFuncSetSharedMemConfig have template overloads that take the
// kernel itself; HIP's take only `const void *`. The converted calls cast
// the kernel, and compile as HIP.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>

template <typename T> __global__ void scale(T *data, T factor) {
  extern __shared__ char scratch[];
  data[threadIdx.x] *= factor;
}

__global__ void compress(int *data) { data[threadIdx.x] = 0; }

int configure(int bytes) {
  cudaFuncSetCacheConfig(compress, cudaFuncCachePreferL1);
  // CHECK: hipFuncSetCacheConfig(reinterpret_cast<const void *>(compress), hipFuncCachePreferL1);
  cudaFuncSetSharedMemConfig(compress, cudaSharedMemBankSizeFourByte);
  // CHECK: hipFuncSetSharedMemConfig(reinterpret_cast<const void *>(compress), hipSharedMemBankSizeFourByte);
  cudaFuncSetAttribute(scale<float>, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes);
  // CHECK: hipFuncSetAttribute(reinterpret_cast<const void *>(scale<float>), hipFuncAttributeMaxDynamicSharedMemorySize, bytes);
  cudaFuncAttributes attributes;
  cudaFuncGetAttributes(&attributes, (const void *)compress);
  // CHECK: hipFuncGetAttributes(&attributes, reinterpret_cast<const void *>((const void *)compress));
  return attributes.maxThreadsPerBlock;
}
