// A macro of the command line (-D) tested together with a CUDA macro in an
// #if, with a precompiled prologue: the -D macro then comes from the
// prologue, whose macro tokens carry no text of their own; the guard check
// read that text directly and crashed in convert and lint.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 env HIPPORT_CACHE_DIR=%t/cache %hipport lint %s --no-cache --pch=always -- -DENABLE_BF16 -DBF16_LEVEL=2 > %t/always.txt
// RUN: %expect-exit 1 env HIPPORT_CACHE_DIR=%t/cache %hipport lint %s --no-cache --pch=never -- -DENABLE_BF16 -DBF16_LEVEL=2 > %t/never.txt
// RUN: diff %t/never.txt %t/always.txt
// RUN: FileCheck %s --check-prefix=LINT < %t/always.txt
// LINT: command-line-macro.cu:[[@LINE+12]]:2: warning: '#if defined(ENABLE_BF16) && __CUDA_ARCH__ >= 800' tests __CUDA_ARCH__
// LINT: command-line-macro.cu:[[@LINE+17]]:2: warning: '#if BF16_LEVEL >= 2 && CUDART_VERSION >= 11000' tests CUDART_VERSION
//
// RUN: %expect-exit 0 env HIPPORT_CACHE_DIR=%t/cache %hipport convert %s -o %t/always.hip --no-cache --pch=always -- -DENABLE_BF16 -DBF16_LEVEL=2
// RUN: %expect-exit 0 env HIPPORT_CACHE_DIR=%t/cache %hipport convert %s -o %t/never.hip --no-cache --pch=never -- -DENABLE_BF16 -DBF16_LEVEL=2
// RUN: diff %t/never.hip %t/always.hip
// RUN: %strip %t/always.hip > %t/check.hip
// RUN: %hip-syntax --hip-version=5.2 -DENABLE_BF16 -DBF16_LEVEL=2 %t/check.hip
#include <cuda_runtime.h>
#include <cstdio>

__global__ void scale(float *p) {
#if defined(ENABLE_BF16) && __CUDA_ARCH__ >= 800
  p[threadIdx.x] *= 2;
#endif
}

int level() {
#if BF16_LEVEL >= 2 && CUDART_VERSION >= 11000
  return 2;
#else
  return 0;
#endif
}

int main() {
  float *d;
  cudaMalloc(&d, 4);
  scale<<<1, 1>>>(d);
  cudaFree(d);
  std::printf("%d\n", level());
}
