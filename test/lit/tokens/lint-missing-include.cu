// A kernel file whose project header is missing (a CI checkout without it):
// the missing include is an error, not the end of the parse, and the
// 32-bit masks are still found, once each. The ids, the shuffles from 16 and
// the array of 32 form consistent 32-lane groups (no warpSize, no ballot in
// the file), right on 64 lanes: not reported on tokens either.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu 2>%t.err > %t.txt
// RUN: FileCheck %s --input-file=%t.txt --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err

#include "project/reduce_config.h"
// ERR: .cu:[[@LINE-1]]:10: error: 'project/reduce_config.h' file not found
// ERR: .cu:{{[0-9]+}}:{{[0-9]+}}: error: unknown type name 'Config'

__global__ void reduce(const float *in, float *out, Config cfg) {
  __shared__ float sums[32];
  int tid = threadIdx.x;
  int lane = tid % 32;
  int warp = tid >> 5;
  float v = in[tid] * cfg.scale;
  for (int offset = 16; offset; offset >>= 1)
    v += __shfl_xor_sync(FULL_MASK, v, offset);
  v += project_shuffle(__shfl_down_sync(0xffffffff, v, 16), cfg);
  // CHECK: .cu:[[@LINE-1]]:41: warning: 32-bit full mask {{.*}}[hipport-warp-full-mask]
  if (lane == 0)
    sums[warp] = v;
  __syncthreads();
  if (warp == 0)
    out[blockIdx.x] = project_finish(sums[lane], cfg);
}
