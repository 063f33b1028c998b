// Evidence that a 32-lane assumption held in a constant named like a warp
// size is ported whole when the constant also counts the warps of the grid
// (`gridDim.x * TPB / warpsize`, the stride of a loop over warp ids) and
// the elements the lanes take one each (`len <= warpsize`, `min(warpsize,
// len)`, where `len` also bounds the lane id). The shape is HeCBench
// graphB+'s treelabel: each warp compacts one row, in one pass when the
// row fits in the warp and in passes of a warp's width otherwise.
// The original is right at 32 lanes. At 64, hipport's port is right; a
// port that leaves any of those counts at 32 skips rows or takes elements
// twice.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %hipport convert --hip-version=5.2 %t.cu -o %t.hip
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t.hip
// RUN: %hip-syntax %t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 32 --platform hip --hip-version 5.2 %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/min(warpSize, len)/min(warpsize, len)/' %t.hip > %t.min.hip
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.min.hip | FileCheck %s --check-prefix=WRONG
// RUN: sed -e 's/(gridDim.x \* TPB) \/ warpSize/(gridDim.x * TPB) \/ warpsize/' %t.hip > %t.grid.hip
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.grid.hip | FileCheck %s --check-prefix=WRONG

static const int warpsize = 32;
#define TPB 128

__global__ void compactRows(const int *rowStart, const int *in, int *out,
                            int *kept, int rows) {
  const int from = (threadIdx.x + blockIdx.x * TPB) / warpsize;
  const int incr = (gridDim.x * TPB) / warpsize;
  // LINT: .cu:[[@LINE-1]]:38: warning: computes the number of warps in the grid with 32 ('warpsize'){{.*}}use '/ warpSize'; fixed together with lines {{.*}} [hipport-warp-lane-arithmetic]
  // FIXED: const int incr = (gridDim.x * TPB) / warpSize;
  const int lane = threadIdx.x % warpsize;
  for (int r = from; r < rows; r += incr) {
    const int beg = rowStart[r], end = rowStart[r + 1];
    const int len = end - beg;
    int written = 0;
    if (len <= warpsize) {
      // LINT: .cu:[[@LINE-1]]:13: warning: compares the count 'len', which bounds a lane id, with 32 lanes{{.*}}use warpSize; fixed together with lines {{.*}} [hipport-warp-lane-arithmetic]
      // FIXED: if (len <= warpSize) {
      const bool keep = lane < len && in[beg + lane] % 3 == 0;
      const unsigned bal = __ballot_sync(0xffffffff, keep);
      if (keep)
        out[beg + __popc(bal & ((1u << lane) - 1))] = in[beg + lane];
      written = __popc(bal);
    } else {
      // The lanes hold the first elements, one each; the rest follow in
      // strides of the warp.
      const int v = in[beg + lane];
      const unsigned bal = __ballot_sync(0xffffffff, v % 3 == 0);
      if (v % 3 == 0)
        out[beg + __popc(bal & ((1u << lane) - 1))] = v;
      written = __popc(bal);
      for (int j = beg + min(warpsize, len) + lane;
           // LINT: .cu:[[@LINE-1]]:30: warning: compares the count 'len'{{.*}} [hipport-warp-lane-arithmetic]
           // FIXED: for (int j = beg + min(warpSize, len) + lane;
           __any_sync(0xffffffff, j < end); j += warpsize) {
        const bool keep = j < end && in[j] % 3 == 0;
        const unsigned more = __ballot_sync(0xffffffff, keep);
        if (keep)
          out[beg + written + __popc(more & ((1u << lane) - 1))] = in[j];
        written += __popc(more);
      }
    }
    if (lane == 0)
      kept[r] = written;
  }
}
// LINT-NOT: hipport-warp-hand-port

// A count compared with 32 beside lane ids from warpSize and no other 32:
// one pass for short rows, right at any width; not a site.
__global__ void shortRows(const int *in, int *out, int len) {
  const int lane = threadIdx.x % warpSize;
  if (len <= 32) {
    if (lane < len)
      out[lane] = __shfl_sync(0xffffffff, in[lane], 0);
  }
}

// A bare 32 beside lane ids from a macro (HeCBench rsmt's nets of at most
// 32 pins, `num <= 32`, beside `% WS`): a size of the data, not a site.
#define WS 32
__global__ void smallNets(const int *pins, float *out) {
  const int lane = threadIdx.x % WS;
  // LINT: .cu:[[@LINE-1]]:32: warning: computes a lane id with 32 ('WS'){{.*}} [hipport-warp-lane-arithmetic]
  const int num = pins[blockIdx.x];
  float v = lane < num ? 1.0f : 0.0f;
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (num <= 32 && lane == 0)
    out[blockIdx.x] = v;
}
// LINT-NOT: compares the count

// RIGHT: rows 60 elements 2971 kept 990 wrong rows 0
// WRONG: rows 60 elements 2971 kept {{[0-9]+}} wrong rows {{[1-9][0-9]*}}

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  const int rows = 60;
  std::vector<int> rowStart(rows + 1, 0);
  for (int r = 0; r < rows; ++r)
    rowStart[r + 1] = rowStart[r] + (r * 37) % 101; // 0 to 100 elements
  const int n = rowStart[rows];
  std::vector<int> in(n), out(n, -1), kept(rows, -1);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 7919) % 1000;
  // Two blocks: 8 warps of 32 lanes, or 4 wavefronts of 64, loop over rows.
  hipmodel::launch(compactRows, 2, TPB, rowStart.data(), in.data(),
                   out.data(), kept.data(), rows);
  int total = 0, wrongRows = 0;
  for (int r = 0; r < rows; ++r) {
    std::vector<int> expected;
    for (int i = rowStart[r]; i < rowStart[r + 1]; ++i)
      if (in[i] % 3 == 0)
        expected.push_back(in[i]);
    bool same = kept[r] == (int)expected.size();
    for (size_t k = 0; same && k < expected.size(); ++k)
      same = out[rowStart[r] + k] == expected[k];
    wrongRows += !same;
    total += kept[r] > 0 ? kept[r] : 0;
  }
  printf("rows %d elements %d kept %d wrong rows %d\n", rows, n, total,
         wrongRows);
}
#endif
