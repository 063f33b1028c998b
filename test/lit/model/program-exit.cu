// A program with its own main() keeps its exit status and its standard
// output; its command line follows `--`. When the model has reported
// errors, the exit status is 3 whatever main returns, after a summary line,
// so that a run with model errors never passes for a correct one.
// RUN: %warp-model --width 32 %s -- 7 | FileCheck %s --check-prefix=SEVEN --implicit-check-not=model
// RUN: %expect-exit 1 %warp-model --width 64 %s -- 0 | FileCheck %s --check-prefix=ZERO --implicit-check-not=model
// RUN: %expect-exit 42 %warp-model --width 64 %s -- 42 exit | FileCheck %s --check-prefix=EXIT --implicit-check-not=model
// RUN: %expect-exit 3 %warp-model --width 64 %s -- 5 mask | FileCheck %s --check-prefix=MASK
// RUN: %warp-model --width 32 %s -- 5 mask | FileCheck %s --check-prefix=MASK32 --implicit-check-not=model

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>

__global__ void count(int *out, int n, bool fullMask32) {
  unsigned long long ballot;
  if (fullMask32)
    ballot = __ballot_sync(0xffffffff, threadIdx.x < n);
  // MASK: model error: 32-bit mask passed to __ballot_sync (HIP 7 rejects it at compile time) at program-exit.cu:[[@LINE-1]] (block 0, thread 0)
  else
    ballot = __ballot_sync(__activemask(), threadIdx.x < n);
  if (threadIdx.x == 0)
    *out = __popcll(ballot);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    printf("usage: %s N [exit|mask]\n", argv[0]);
    return 2;
  }
  int n = atoi(argv[1]);
  bool mask = argc > 2 && !strcmp(argv[2], "mask");
  int *d, h = -1;
  cudaMalloc(&d, sizeof(int));
  count<<<1, 32>>>(d, n, mask);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d of 32 lanes: %s\n", h, h > 0 ? "PASS" : "FAIL");
  // SEVEN: 7 of 32 lanes: PASS
  // ZERO: {{^}}0 of 32 lanes: FAIL
  // EXIT: 32 of 32 lanes: PASS
  // MASK: 5 of 32 lanes: PASS
  // MASK-NEXT: model: 1 errors
  // MASK32: 5 of 32 lanes: PASS
  if (argc > 2 && !strcmp(argv[2], "exit"))
    exit(n);
  return h > 0 ? 0 : 1;
}
