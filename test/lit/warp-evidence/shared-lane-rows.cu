// Evidence for hipport-warp-shared-array on rows: a __shared__ array of
// 32 * F elements, one row of F per lane, indexed by F * lane + j where the
// lane is a hardware lane (threadIdx.x % warpSize), as HeCBench quantAQLM
// sizes `__shared__ int4 sh_b[32 * F]; // 32 is warpSize` and reads it at
// `F * (threadIdx.x % warpSize)`. At 32 lanes the CUDA result (RIGHT); at 64
// lanes rows 32-63 lie past its end, whatever j is, and the model stops at
// the first such access (WRONG). hipport reports a hand port (no automatic
// fix, as for a[32]); the size its message asks for, 64 rows, gives the CUDA
// result at 32 and 64. An a[32] indexed by threadIdx.x % warpSize is
// reported too. Not reported: rows indexed by `threadIdx.x % 32`
// (below 32 by construction) and a 32 * F array indexed by a lane without
// the row's factor.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint --implicit-check-not=warning
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.stopped.hip 2>/dev/null
// RUN: %drop-stops %t.stopped.hip > %t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %expect-exit 3 %warp-model --width 64 %t.hip | FileCheck %s --check-prefix=WRONG
// RUN: sed -e 's/rows\[32 \* F\]/rows[64 * F]/' %t.hip > %t.sized.hip
// RUN: %warp-model --width 32 --platform hip %t.sized.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 %t.sized.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

#include <cuda_runtime.h>

const int F = 3;

// LINT: .cu:[[@LINE+1]]:17: error: 'rowSums' assumes 32-lane warps{{.*}}(a shared array is sized for 32 lanes){{.*}}[hipport-warp-hand-port]
__global__ void rowSums(const float *in, float *out) {
  __shared__ float rows[32 * F];
  // LINT: .cu:[[@LINE-1]]:20: warning: shared array 'rows' has 32 rows of 3 elements and is indexed by a lane's row{{.*}}[hipport-warp-shared-array]
  int row = F * (threadIdx.x % warpSize);
  for (int j = 0; j < F; ++j)
    rows[row + j] = in[threadIdx.x * F + j];
  float s = 0;
  for (int j = 0; j < F; ++j)
    s += rows[row + j];
  s += __shfl_xor_sync(__activemask(), s, 1);
  out[threadIdx.x] = s;
}

// One element per hardware lane, the lane spelled threadIdx.x % warpSize
// (not held in a variable named for it): reported as a[lane] is.
// LINT: .cu:[[@LINE+1]]:17: error: 'lastLane' assumes 32-lane warps{{.*}}[hipport-warp-hand-port]
__global__ void lastLane(const float *in, float *out) {
  __shared__ float slots[32];
  // LINT: .cu:[[@LINE-1]]:20: warning: shared array 'slots' has 32 elements and is indexed by lane{{.*}}[hipport-warp-shared-array]
  slots[threadIdx.x % warpSize] = in[threadIdx.x];
  __syncwarp();
  out[threadIdx.x] = slots[warpSize - 1];
}

// Rows of a logical 32-lane group: below 32 rows at any width.
__global__ void groupRowSums(const float *in, float *out) {
  __shared__ float rows[32 * F];
  int row = F * (threadIdx.x % 32);
  for (int j = 0; j < F; ++j)
    rows[row + j] = in[threadIdx.x * F + j];
  __syncthreads();
  float s = 0;
  for (int j = 0; j < F; ++j)
    s += rows[row + j];
  out[threadIdx.x] = s;
}

// RIGHT: row sums: 1, group row sums: 1
// WRONG: model error: index 96 out of bounds for type 'float[96]' at shared-lane-rows.cu.tmp.hip:[[#]]
// WRONG: model: stopped at an out-of-bounds access

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<float> in(3 * 64), out(64), group(32);
  for (int i = 0; i < 3 * 64; ++i)
    in[i] = i % 7;
  // One warp: 32 lanes in CUDA, one 64-lane wavefront in HIP.
  hipmodel::launch(rowSums, 1, warpSize, in.data(), out.data());
  bool Sums = true;
  for (int t = 0; t < warpSize; ++t) {
    float Own = in[3 * t] + in[3 * t + 1] + in[3 * t + 2];
    int u = t ^ 1;
    float Other = in[3 * u] + in[3 * u + 1] + in[3 * u + 2];
    Sums &= out[t] == Own + Other;
  }
  hipmodel::launch(groupRowSums, 1, 32, in.data(), group.data());
  bool Groups = true;
  for (int t = 0; t < 32; ++t)
    Groups &= group[t] == in[3 * t] + in[3 * t + 1] + in[3 * t + 2];
  printf("row sums: %d, group row sums: %d\n", Sums, Groups);
}
#endif
