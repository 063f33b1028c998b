// Device builtins keep their names in HIP: they are recognised (and
// counted), not renamed, and the file gains HIP's runtime header.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 --report %t.json
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// RUN: %hip-syntax %t.hip

// CHECK: #include <hip/hip_runtime.h>
__global__ void scale(float *data, float *sum, int n) {
  // CHECK: __global__ void scale(float *data, float *sum, int n) {
  __shared__ float tile[256];
  // CHECK: __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? __expf(data[i]) : 0.0f;
  // CHECK: tile[threadIdx.x] = i < n ? __expf(data[i]) : 0.0f;
  __syncthreads();
  // CHECK: __syncthreads();
  if (threadIdx.x == 0)
    atomicAdd(sum, __fdividef(tile[0], 2.0f));
  // CHECK: atomicAdd(sum, __fdividef(tile[0], 2.0f));
  __threadfence();
  // CHECK: __threadfence();
}
// Every CUDA reference above is known; none is left for a person.
// REPORT: "unmapped": 0
// REPORT: "unsupported": 0
// REPORT: "conversion_percent": 100
