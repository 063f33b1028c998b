// HIP 5.2 has no *_sync warp intrinsics: the table's fallback drops the
// mask argument. The shuffle's default width stays unwritten.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>

__device__ float warpSum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  // CHECK: v += __shfl_down(v, offset);
  return v;
}

__device__ int votes(int pred, float x) {
  unsigned ballot = __ballot_sync(0xffffffff, pred);
  // HIP's ballot is 64-bit: the variable is widened (see
  // checks/ballot-truncation.cu).
  // CHECK: unsigned long long ballot = __ballot(pred);
  int any = __any_sync(0xffffffff, pred);
  // CHECK: int any = __any(pred);
  int all = __all_sync(0xffffffff, pred);
  // CHECK: int all = __all(pred);
  float first = __shfl_sync(0xffffffff, x, 0, 16);
  // CHECK: float first = __shfl(x, 0, 16);
  float up = __shfl_up_sync(0xffffffff, x, 1);
  // CHECK: float up = __shfl_up(x, 1);
  float xr = __shfl_xor_sync(0xffffffff, x, 1);
  // CHECK: float xr = __shfl_xor(x, 1);
  return ballot + any + all + (int)(first + up + xr);
}
