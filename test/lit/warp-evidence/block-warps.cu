// Evidence for a kernel that numbers the hardware warps of its grid, one row
// each (`(blockDim.x / warpSize) * blockIdx.x + threadIdx.x / warpSize`),
// launched by a host that sizes its blocks as 32 * n threads and counts its
// grid in n (HeCBench quantAQLM's shape: `threads = 32 * thread_m`,
// `blocks = ceildiv(prob_m, thread_m)`). At 32 lanes every row is summed
// (RIGHT); at 64 lanes a block holds n / 2 wavefronts, so the grid covers
// half the rows and the rest stay unwritten (WRONG). HIP has no warpSize on
// the host, so hipport cannot port it: an error (hipport-warp-hand-port) at
// the launch naming both lines, and convert exits 1. Launching n times the
// device's warp size, as the message says, is right at 32 and 64.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint --implicit-check-not=error
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.err --implicit-check-not=error
// RUN: %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=WRONG
// RUN: %warp-model --width 32 --platform hip -DQUERIED %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip -DQUERIED %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

#include <cstdio>
#include <cuda_runtime.h>

inline int ceildiv(int a, int b) { return (a + b - 1) / b; }

__global__ void rowSums(const float *in, float *out, int rows, int cols) {
  int row = (blockDim.x / warpSize) * blockIdx.x + threadIdx.x / warpSize;
  int lane = threadIdx.x % warpSize;
  if (row >= rows)
    return;
  float s = 0;
  for (int c = lane; c < cols; c += warpSize)
    s += in[row * cols + c];
  for (int o = warpSize / 2; o > 0; o /= 2)
    s += __shfl_down_sync(__activemask(), s, o);
  if (lane == 0)
    out[row] = s;
}

int main() {
  const int rows = 24, cols = 100, rows_per_block = 4;
  float *in, *out;
  cudaMallocManaged(&in, rows * cols * sizeof(float));
  cudaMallocManaged(&out, rows * sizeof(float));
  for (int i = 0; i < rows * cols; ++i)
    in[i] = i % cols;
  for (int r = 0; r < rows; ++r)
    out[r] = -1;
#ifdef QUERIED
  int warp_size = 0;
  cudaDeviceGetAttribute(&warp_size, cudaDevAttrWarpSize, 0);
  int threads = warp_size * rows_per_block;
#else
  int threads = 32 * rows_per_block;
#endif
  int blocks = ceildiv(rows, rows_per_block);
  rowSums<<<blocks, threads>>>(in, out, rows, cols);
  // LINT: .cu:[[@LINE-1]]:3: error: 'rowSums' numbers the hardware warps of its grid (line 28) but is launched with 32 * rows_per_block threads per block and a grid counted in rows_per_block (line [[#@LINE-4]]): a block holds rows_per_block / 2 wavefronts of 64 lanes on AMD GPUs, and the grid covers half the work; launch rows_per_block times the device's warp size (hipDeviceGetAttribute with hipDeviceAttributeWarpSize); hipport left it as written [hipport-warp-hand-port]
  cudaDeviceSynchronize();
  int summed = 0;
  for (int r = 0; r < rows; ++r)
    summed += out[r] == cols * (cols - 1) / 2;
  printf("rows summed: %d of %d\n", summed, rows);
  return 0;
}
// RIGHT: rows summed: 24 of 24
// WRONG: rows summed: 12 of 24
