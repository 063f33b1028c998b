// Below HIP 6.2 the tables' fallback drops the mask argument, so convert has
// no mask left to widen and reports nothing; lint (newest HIP) reports it.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: count 0 < %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip
// RUN: %expect-exit 1 %hipport lint %t.cu | FileCheck %s --check-prefix=LINT
// LINT: warning: 32-bit full mask passed to '__shfl_xor_sync'

__device__ float butterfly(float v) {
  for (int mask = warpSize / 2; mask > 0; mask /= 2)
    v += __shfl_xor_sync(0xffffffff, v, mask);
  // CHECK: v += __shfl_xor(v, mask);
  return v;
}
