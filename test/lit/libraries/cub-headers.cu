// UNSUPPORTED: no-cuda-sdk
// (--no-cuda-sdk has no declarations for this library: docs/no-cuda-sdk.md)
// CUB's own headers become hipCUB's header at the same place in its tree;
// a CUB header hipCUB has no counterpart of becomes hipcub/hipcub.hpp, which
// includes all of hipCUB. Nothing is left unmapped. hipCUB is not installed
// here, so no compile check.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 --report %t.json 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// REPORT-NOT: hipport-unmapped-api

#include <cub/block/block_load.cuh>
// CHECK: #include <hipcub/block/block_load.hpp>
#include <cub/block/block_scan.cuh>
// CHECK: #include <hipcub/block/block_scan.hpp>
#include <cub/warp/warp_reduce.cuh>
// CHECK: #include <hipcub/warp/warp_reduce.hpp>
#include <cub/device/device_radix_sort.cuh>
// CHECK: #include <hipcub/device/device_radix_sort.hpp>
#include <cub/util_type.cuh>
// CHECK: #include <hipcub/util_type.hpp>
#include <cub/util_debug.cuh>
// CHECK: #include <hipcub/hipcub.hpp>

template <int BLOCK>
__global__ void prefix(const int *in, int *out) {
  using Scan = cub::BlockScan<int, BLOCK>;
// CHECK: using Scan = hipcub::BlockScan<int, BLOCK>;
  __shared__ typename Scan::TempStorage temp;
  int v = in[threadIdx.x];
  Scan(temp).ExclusiveSum(v, v);
  out[threadIdx.x] = v;
}
