// UNSUPPORTED: no-cuda-sdk
// (--no-cuda-sdk has no declarations for this library: docs/no-cuda-sdk.md)
// Cooperative groups: every member of the namespace has a qualified entry
// (cooperative_groups::reduce), so a member HIP 5.2 lacks is reported (or,
// cooperative_groups::reduce and plus, written with hipport/compat.h's shims,
// test/lit/compat/cg-reduce.cu), not converted silently through the
// namespace entry, while the members HIP
// declares keep their names; one a later HIP declares (binary_partition,
// HIP 6.3) is reported as needing it. thrust::reduce, which shares a bare name with
// cooperative_groups::reduce, is not flagged. The supported part compiles.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %strip %s > %t/t.cu
// RUN: %hipport convert %t/t.cu -o %t/t.hip --hip-version=5.2 2> %t/t.err
// RUN: FileCheck %s --input-file=%t/t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t/t.err
// RUN: %strip %s | sed -n '/BEGIN-SUPPORTED/,/END-SUPPORTED/p' > %t/t.ok.cu
// RUN: %hipport convert %t/t.ok.cu -o %t/t.ok.hip --hip-version=5.2 2> %t/t.ok.err
// RUN: count 0 < %t/t.ok.err
// RUN: %hip-syntax %t/t.ok.hip

// BEGIN-SUPPORTED
#include <cooperative_groups.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tile_sum(const int *in, int *out) {
  // CHECK: __global__ void tile_sum(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  // CHECK: cg::thread_block block = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(block, 16);
  // CHECK: cg::thread_group tile = cg::tiled_partition(block, 16);
  cg::grid_group grid = cg::this_grid();
  // CHECK: cg::grid_group grid = cg::this_grid();
  out[cg::thread_rank(block)] = in[cg::thread_rank(tile)] + (int)grid.size();
  // CHECK: out[cg::thread_rank(block)] = in[cg::thread_rank(tile)] + (int)grid.size();
  cg::sync(block);
  // CHECK: cg::sync(block);
  cooperative_groups::coalesced_group active = cooperative_groups::coalesced_threads();
  // CHECK: cooperative_groups::coalesced_group active = cooperative_groups::coalesced_threads();
  out[0] += (int)cg::group_size(active);
  // CHECK: out[0] += (int)cg::group_size(active);
}
// END-SUPPORTED

#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <thrust/reduce.h>
#include <thrust/execution_policy.h>
// CHECK: #include "hipport/compat.h"
// CHECK: #include <cooperative_groups/scan.h>
// DIAG-DAG: :[[@LINE-6]]:10: note: HIP has no 'cooperative_groups/reduce.h'; its declarations are written with hipport/compat.h [hipport-compat-shim]
// DIAG-DAG: :[[@LINE-6]]:10: warning: CUDA header 'cooperative_groups/scan.h' has no HIP equivalent: HIP 5.2 has no cooperative_groups scans [hipport-unsupported-api]

__global__ void warp_sum(const int *in, int *out) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  // CHECK: auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  int v = in[warp.thread_rank()];
  int total = cg::reduce(warp, v, cg::plus<int>());
  // CHECK: int total = cg::hipport_reduce(warp, v, cg::hipport_plus<int>());
  // DIAG-DAG: :[[@LINE-2]]:{{[0-9]+}}: note: HIP 5.2 has no 'reduce' (--hip-version); written with hipport/compat.h as 'hipport_reduce' [hipport-compat-shim]
  // DIAG-DAG: :[[@LINE-3]]:{{[0-9]+}}: note: HIP 5.2 has no 'plus' (--hip-version); written with hipport/compat.h as 'hipport_plus' [hipport-compat-shim]
  int prefix = cg::inclusive_scan(warp, v);
  // DIAG-DAG: :[[@LINE-1]]:{{[0-9]+}}: warning: 'inclusive_scan' has no HIP equivalent: cooperative_groups::inclusive_scan: {{.*}} [hipport-unsupported-api]
  auto half = cg::labeled_partition(warp, v & 1);
  // DIAG-DAG: :[[@LINE-1]]:{{[0-9]+}}: warning: 'labeled_partition' has no HIP equivalent: cooperative_groups::labeled_partition: {{.*}} [hipport-unsupported-api]
  auto odd = cg::binary_partition(warp, v & 1);
  // DIAG-DAG: :[[@LINE-1]]:{{[0-9]+}}: warning: 'binary_partition' (for 'cooperative_groups::binary_partition') needs HIP 6.3 but the output targets HIP 5.2 (--hip-version) [hipport-needs-newer-hip]
  cg::invoke_one(warp, [&] { out[1] = total + prefix + (int)half.size() + (int)odd.size(); });
  // DIAG-DAG: :[[@LINE-1]]:{{[0-9]+}}: warning: 'invoke_one' has no HIP equivalent: cooperative_groups::invoke_one: {{.*}} [hipport-unsupported-api]
}

int host_sum(const int *v, int n) {
  return thrust::reduce(thrust::host, v, v + n);
  // CHECK: return thrust::reduce(thrust::host, v, v + n);
  // DIAG-NOT: :[[@LINE-2]]:{{.*}}'reduce'
}
