// Evidence for a host constant `warp_size = 32` passed to a kernel that
// works on hardware lanes (HeCBench vote's shape): the kernel splits its
// block by the number it is given while its votes cover the wavefront. At
// 32 lanes every lane of the second warp votes yes; at 64 lanes with the
// same 32 the one wavefront holds both halves and the vote is no
// everywhere. HIP has no warpSize on the host, so hipport cannot port it:
// an error (hipport-warp-hand-port) at the launch, and convert exits 1.
// Passing the device's warp size, as the message says, is right at 32 and
// 64.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip 2> %t.err
// The output compiles against the HIP 6.2+ stand-in and, converted for
// it, against Debian's HIP 5.2.
// RUN: %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.52.hip --hip-version=5.2 2>/dev/null
// RUN: %hip-syntax --hip-version=5.2 %t.52.hip
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.err
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=WRONG
// RUN: %warp-model --width 32 --platform hip -DQUERIED %t.hip | FileCheck %s --check-prefix=RIGHT
// RUN: %warp-model --width 64 --platform hip -DQUERIED %t.hip | FileCheck %s --check-prefix=RIGHT

#include <cuda_runtime.h>
#include <cstdio>

__global__ void secondHalf(int *out, int warp_size) {
  int tx = threadIdx.x;
  out[tx] = __all_sync(0xffffffff, tx >= warp_size);
}

int run(int *d, int warp_size) {
  secondHalf<<<1, 2 * warp_size>>>(d, warp_size);
  int h[128] = {};
  cudaMemcpy(h, d, 2 * warp_size * sizeof(int), cudaMemcpyDeviceToHost);
  int yes = 0;
  for (int i = 0; i < 2 * warp_size; ++i)
    yes += h[i];
  return yes;
}

int main() {
  int *d;
  cudaMalloc(&d, 128 * sizeof(int));
#ifdef QUERIED
  int warp_size = 0;
  cudaDeviceGetAttribute(&warp_size, cudaDevAttrWarpSize, 0);
#else
  const int warp_size = 32;
#endif
  secondHalf<<<1, 2 * warp_size>>>(d, warp_size);
  // LINT: .cu:[[@LINE-1]]:3: error: 'secondHalf' is launched with 'warp_size' (32, line [[#@LINE-3]]) as its 'warp_size', but works on hardware lanes{{.*}}[hipport-warp-hand-port]
  int yes = run(d, warp_size);
  printf("second warp votes yes: %d of %d\n", yes, warp_size);
  cudaFree(d);
  return 0;
}
// RIGHT: second warp votes yes: [[N:[0-9]+]] of [[N]]
// WRONG: second warp votes yes: 0 of 32
