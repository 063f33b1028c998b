// UNSUPPORTED: no-cuda-sdk
// (--no-cuda-sdk has no declarations for this library: docs/no-cuda-sdk.md)
// cuda_fp16 keeps its names in HIP; cooperative groups keep their namespace.
// Members HIP 5.2 lacks (cooperative_groups::reduce) are reported. Compiles.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax %t.hip

#include <cooperative_groups.h>
#include <cuda_fp16.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
// CHECK-NEXT: #include <hip/hip_fp16.h>
namespace cg = cooperative_groups;

__global__ void scale(__half *x, float f, int n) {
  // CHECK: __global__ void scale(__half *x, float f, int n) {
  cg::thread_block block = cg::this_thread_block();
  // CHECK: cg::thread_block block = cg::this_thread_block();
  int i = block.group_index().x * block.size() + block.thread_rank();
  if (i < n)
    x[i] = __hmul(x[i], __float2half(f));
  // CHECK: x[i] = __hmul(x[i], __float2half(f));
  cg::sync(block);
  // CHECK: cg::sync(block);
}
