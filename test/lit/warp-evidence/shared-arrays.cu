// Evidence for hipport-warp-shared-array: a __shared__ array of 32 elements
// indexed by the lane of a hardware warp. At 32 lanes the CUDA result
// (RIGHT); at 64 lanes lanes 32-63 index past its end, and the model stops at
// the first such access (WRONG; its run-model.py compiles with
// -fsanitize=array-bounds). The rule has no automatic fix (the size is the
// user's choice); the size its message asks for, 64, gives the CUDA result at
// 32 and 64. Look-alikes, not reported and the same at both widths: a [32]
// array indexed by warp ids (at most 32 warps of a 1024-thread block) and a
// 32x32 tile indexed by threadIdx.x % 32 in code with no warp operation.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint --implicit-check-not=warning
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.stopped.hip 2>/dev/null
// The output compiles as far as hipport's stop, against the HIP 6.2+
// stand-in and, converted for it, Debian's HIP 5.2.
// RUN: not %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.stopped.hip 2>&1 | FileCheck %s --check-prefix=STOPPED
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.52.hip --hip-version=5.2 2>/dev/null
// RUN: not %hip-syntax --hip-version=5.2 %t.52.hip 2>&1 | FileCheck %s --check-prefix=STOPPED
// STOPPED-NOT: error:
// STOPPED: error: "hipport: 'reverseLanes' assumes 32-lane warps
// RUN: FileCheck %s --check-prefix=KEPT --input-file=%t.stopped.hip
// RUN: %drop-stops %t.stopped.hip > %t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %expect-exit 3 %warp-model --width 64 %t.hip | FileCheck %s --check-prefix=WRONG
// RUN: sed -e 's/scratch\[32\]/scratch[64]/' %t.hip > %t.sized.hip
// RUN: %warp-model --width 32 --platform hip %t.sized.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 %t.sized.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

// LINT: .cu:[[@LINE+2]]:17: error: 'reverseLanes' assumes 32-lane warps{{.*}}(a shared array is sized for 32 lanes){{.*}}[hipport-warp-hand-port]
// KEPT: #error "hipport: 'reverseLanes' assumes 32-lane warps
__global__ void reverseLanes(const float *in, float *out) {
  __shared__ float scratch[32];
  // LINT: .cu:[[@LINE-1]]:20: warning: shared array 'scratch' has 32 elements and is indexed by lane{{.*}}[hipport-warp-shared-array]
  // KEPT: __shared__ float scratch[32];
  int lane = threadIdx.x % warpSize;
  if (threadIdx.x < warpSize)
    scratch[lane] = in[threadIdx.x];
  __syncthreads();
  if (threadIdx.x < warpSize)
    out[threadIdx.x] = scratch[warpSize - 1 - lane];
}

// One slot per warp: a block has at most 32 warps of 32 lanes, 16 of 64.
__global__ void warpTotals(const float *in, float *total) {
  __shared__ float sums[32];
  int warp = threadIdx.x / warpSize;
  float v = in[threadIdx.x];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(__activemask(), v, o);
  if (threadIdx.x % warpSize == 0)
    sums[warp] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0;
    for (int w = 0; w < blockDim.x / warpSize; ++w)
      t += sums[w];
    *total = t;
  }
}

// A 32x32 tile of a matrix: tile geometry, no warp operation.
__global__ void transposeTile(const float *in, float *out) {
  __shared__ float tile[32][33];
  int col = threadIdx.x % 32, row = threadIdx.x / 32;
  tile[row][col] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[col][row];
}

// RIGHT: lanes reversed: 1, warp totals: 1, tile transposed: 1
// WRONG: model error: index 32 out of bounds for type 'float[32]' at shared-arrays.cu.tmp.hip:[[#]]
// WRONG: model: stopped at an out-of-bounds access

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<float> in(1024), out(1024), t(1024);
  for (int i = 0; i < 1024; ++i)
    in[i] = i % 64;
  hipmodel::launch(reverseLanes, 1, 64, in.data(), out.data());
  bool Reversed = true;
  for (int i = 0; i < warpSize; ++i)
    Reversed &= out[i] == warpSize - 1 - i;
  float total = 0;
  hipmodel::launch(warpTotals, 1, 1024, in.data(), &total);
  hipmodel::launch(transposeTile, 1, 1024, in.data(), t.data());
  bool Transposed = true;
  for (int r = 0; r < 32; ++r)
    for (int c = 0; c < 32; ++c)
      Transposed &= t[r * 32 + c] == in[c * 32 + r];
  printf("lanes reversed: %d, warp totals: %d, tile transposed: %d\n",
         Reversed, total == 16 * (63 * 64 / 2), Transposed);
}
#endif
