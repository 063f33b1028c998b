// UNSUPPORTED: no-cuda-sdk
// (--no-cuda-sdk has no declarations for this library: docs/no-cuda-sdk.md)
// CUB: the cub namespace becomes hipcub, for the two-phase
// cub::DeviceReduce::Sum call and for cub::BlockReduce in a kernel. hipCUB is
// not installed here, so no compile check.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err

#include <cub/cub.cuh>
// CHECK: #include <hipcub/hipcub.hpp>
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

template <int BLOCK>
__global__ void block_sum(const int *in, int *out) {
  using BlockReduce = cub::BlockReduce<int, BLOCK>;
// CHECK: using BlockReduce = hipcub::BlockReduce<int, BLOCK>;
  __shared__ typename BlockReduce::TempStorage temp;
  int v = in[blockIdx.x * BLOCK + threadIdx.x];
  int total = BlockReduce(temp).Sum(v);
  if (threadIdx.x == 0)
    out[blockIdx.x] = total;
}

int device_sum(const int *d_in, int *d_out, int n) {
  void *d_temp = nullptr;
  size_t temp_bytes = 0;
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n);
// CHECK: hipcub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n);
  cudaMalloc(&d_temp, temp_bytes);
// CHECK: hipMalloc(&d_temp, temp_bytes);
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n);
// CHECK: hipcub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n);
  block_sum<128><<<n / 128, 128>>>(d_in, d_out);
  cudaFree(d_temp);
// CHECK: hipFree(d_temp);
  return 0;
}

// A using-directive and a namespace alias name the namespace too.
namespace reducers {
using namespace cub;
// CHECK: using namespace hipcub;
namespace cb = ::cub;
// CHECK: namespace cb = ::hipcub;
} // namespace reducers
