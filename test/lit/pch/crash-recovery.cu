// A crash in clang while a precompiled prologue is built or loaded costs
// the unit its prologue, not the process: the unit is parsed without it,
// with a note, and converts as with --pch=never. HIPPORT_TESTING_CRASH
// makes hipport trap at the named point (a testing hook, see
// docs/performance.md). Every conversion exits 1, not 0, for a reason of its
// own: reduce()'s 32-bit mask is left to the user and stops the build
// (hipport-warp-hand-port).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 env HIPPORT_CACHE_DIR=%t/cache %hipport convert %s -o %t/never.hip --no-cache --pch=never
//
// RUN: %expect-exit 1 env HIPPORT_CACHE_DIR=%t/cache HIPPORT_TESTING_CRASH=prologue-build %hipport convert %s -o %t/build.hip --no-cache --pch=always 2> %t/build.err
// RUN: diff %t/never.hip %t/build.hip
// RUN: FileCheck %s --check-prefix=BUILD < %t/build.err
// BUILD: hipport: note: clang crashed while precompiling the prologue <cuda_runtime.h>, <cstdio>; the units that start with it are parsed without it
// Nothing half-built is left behind.
// RUN: not ls %t/cache/pch/*.pch
//
// RUN: %expect-exit 1 env HIPPORT_CACHE_DIR=%t/cache HIPPORT_TESTING_CRASH=prologue-load %hipport convert %s -o %t/load.hip --no-cache --pch=always 2> %t/load.err
// RUN: diff %t/never.hip %t/load.hip
// RUN: FileCheck %s --check-prefix=LOAD < %t/load.err
// LOAD: hipport: note: {{.*}}crash-recovery.cu: clang crashed while parsing with the precompiled prologue; parsed without it
// The same for lint.
// RUN: %expect-exit 1 env HIPPORT_CACHE_DIR=%t/cache HIPPORT_TESTING_CRASH=prologue-load %hipport lint %s --no-cache --pch=always > %t/lint.out 2> %t/lint.err
// RUN: FileCheck %s --check-prefix=LOAD < %t/lint.err
// RUN: FileCheck %s --check-prefix=LINT < %t/lint.out
// LINT: crash-recovery.cu:[[@LINE+6]]:{{[0-9]+}}: warning: {{.*}}[hipport-warp-shuffle-32]
#include <cuda_runtime.h>
#include <cstdio>

__global__ void reduce(int *p) {
  int v = p[threadIdx.x];
  v += __shfl_down_sync(0xffffffff, v, 16);
  p[threadIdx.x] = v;
}

int main() {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  reduce<<<1, 32>>>(d);
  cudaFree(d);
  std::printf("done\n");
}
