// Evidence for a kernel that strides its block's rows by warpSize while the
// host launches rows of 32 threads (HeCBench scatterAdd's shape). At 32
// lanes the two agree and every element is written once; at 64 lanes the
// kernel's row stride is 64 while its rows are 32 wide: half the elements
// are never written and the rest are written past the first half. Which
// side to change is the author's choice, so hipport reports an error
// (hipport-warp-hand-port) at the launch naming both lines, convert exits 1
// and leaves the code as written. Either change the message names is right
// at 32 and at 64: rows of the device's warp size (-DQUERIED), or a stride
// of blockDim.x (-DBLOCKDIM).
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.err
// RUN: %hip-syntax --hip-version=5.2 %t.hip
// RUN: %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=WRONG
// RUN: %warp-model --width 64 --platform hip -DQUERIED %t.hip | FileCheck %s --check-prefix=RIGHT
// RUN: %warp-model --width 32 --platform hip -DBLOCKDIM %t.hip | FileCheck %s --check-prefix=RIGHT
// RUN: %warp-model --width 64 --platform hip -DBLOCKDIM %t.hip | FileCheck %s --check-prefix=RIGHT
// The same kernel launched with rows of the device's warp size, and a
// kernel whose rows are 32 by its own arithmetic, are right: no finding.
// RUN: sed -e 's/int thread_x = 32;/int thread_x = 0; cudaDeviceGetAttribute(\&thread_x, cudaDevAttrWarpSize, 0);/' %t.cu > %t.queried.cu
// RUN: %hipport lint %t.queried.cu | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: sed -e 's/threadIdx.y \* warpSize/threadIdx.y * 32/' %t.cu > %t.rows32.cu
// RUN: %hipport lint %t.rows32.cu | FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: hand-port

#include <cuda_runtime.h>
#include <cstdio>

#define THREADS 128

__global__ void fill(int *out) {
#ifdef BLOCKDIM
  int t = threadIdx.y * blockDim.x + threadIdx.x;
#else
  int t = threadIdx.y * warpSize + threadIdx.x;
#endif
  if (t < THREADS)
    out[t] += 1;
}

int main() {
  int *d;
  cudaMalloc(&d, 2 * THREADS * sizeof(int));
  cudaMemset(d, 0, 2 * THREADS * sizeof(int));
#ifdef QUERIED
  int thread_x = 0;
  cudaDeviceGetAttribute(&thread_x, cudaDevAttrWarpSize, 0);
#else
  int thread_x = 32;
#endif
  dim3 threads(thread_x, THREADS / thread_x);
  fill<<<1, threads>>>(d);
  // LINT: .cu:[[@LINE-1]]:3: error: 'fill' strides its block's rows by warpSize (line 40) but is launched with rows 32 threads wide (line [[#@LINE-4]]); on 64-lane AMD wavefronts the rows overlap{{.*}}[hipport-warp-hand-port]
  int h[THREADS];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int once = 0;
  for (int i = 0; i < THREADS; ++i)
    once += h[i] == 1;
  printf("written once: %d of %d\n", once, THREADS);
  cudaFree(d);
  return 0;
}
// RIGHT: written once: 128 of 128
// WRONG: written once: 64 of 128
