// The profiler calls of CUDA's profiler header (which the runtime header does
// not include) become HIP's hipProfilerStart/Stop; the header maps to HIP's
// runtime API header, which hip_runtime.h already includes, so its line is
// left empty. The output compiles as HIP.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip --implicit-check-not=cudaProfiler --implicit-check-not=cuda_profiler_api
// RUN: %hip-syntax %t.hip
// RUN: %hipport mappings query cudaProfilerStop | FileCheck %s --check-prefix=QUERY
// QUERY: cudaProfilerStop (function, cuda_runtime): hipProfilerStop
#include <cuda_runtime.h>
#include <cuda_profiler_api.h>
// CHECK: #include <hip/hip_runtime.h>

__global__ void k(float *p) { p[threadIdx.x] = 1.0f; }

int main() {
  float *p;
  cudaMalloc(&p, 256);
  cudaProfilerStart();
  // CHECK: hipProfilerStart();
  k<<<1, 64>>>(p);
  cudaProfilerStop();
  // CHECK: hipProfilerStop();
  return cudaDeviceSynchronize() != cudaSuccess;
}
