// A program of several translation units, with kernels and launches in a
// header it includes with quotes: run-model.py compiles every FILE it is
// given into one program, and rewrites the headers a file includes with
// quotes (found beside the includer, then in the -I directories) in copies
// of their own.
// RUN: %warp-model --width 32 %s %S/Inputs/program-second.cu -I %S/Inputs | FileCheck %s --implicit-check-not=model
// RUN: %warp-model --width 64 %s %S/Inputs/program-second.cu -I %S/Inputs | FileCheck %s --implicit-check-not=model

#include <cuda_runtime.h>
#include <cstdio>
#include "program-kernels.cuh"

int main() {
  const int n = 512;
  int *in, *out;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&out, n * sizeof(int));
  for (int i = 0; i < n; ++i)
    in[i] = i;
  rotate(in, out, n / 256, 256);
  // CHECK: out[0] = 1, out[255] = 0, out[511] = 256, checksum 673660
  printf("out[0] = %d, out[255] = %d, out[511] = %d, checksum %d\n", out[0],
         out[255], out[511], checksum(out, n));
  return 0;
}
