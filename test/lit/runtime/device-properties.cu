// Device queries: the properties struct and attribute enumerators whose HIP
// names do not follow the cuda->hip prefix rule.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip

#include <cstdio>
#include <cuda_runtime.h>

int printDevice() {
  int count = 0, device = 0;
  cudaGetDeviceCount(&count);
  // CHECK: hipGetDeviceCount(&count);
  cudaGetDevice(&device);
  // CHECK: hipGetDevice(&device);
  cudaSetDevice(device);
  // CHECK: hipSetDevice(device);
  cudaDeviceProp prop;
  // CHECK: hipDeviceProp_t prop;
  cudaGetDeviceProperties(&prop, device);
  // CHECK: hipGetDeviceProperties(&prop, device);
  std::printf("%s %d\n", prop.name, prop.multiProcessorCount);
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, device);
  // CHECK: hipDeviceGetAttribute(&warp, hipDeviceAttributeWarpSize, device);
  cudaDeviceReset();
  // CHECK: hipDeviceReset();
  return warp;
}
