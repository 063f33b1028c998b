// From HIP 6.2 the *_sync intrinsics exist, so nothing changes for the
// default (newest) HIP version.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err

__device__ float warpSum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  // CHECK: v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}
