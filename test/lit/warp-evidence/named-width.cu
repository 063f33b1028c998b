// Evidence that a 32-lane assumption hipport cannot fix as a whole is
// reported and left alone: the lane count is a named constant whose row ids
// index global memory the host sized by 32-lane rows, each 32-lane group
// sums its own row and then broadcasts from lane 0 of the hardware warp. At
// 64 lanes the second group reads the first group's sum. Widening only the
// masks would make that compile on HIP 7 and run wrong, so the masks stay
// too, and the kernel is a hipport-warp-hand-port error whose #error stops
// the converted file's build.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip 2>/dev/null
// The output compiles as far as hipport's stop, against the HIP 6.2+
// stand-in and, converted for it, Debian's HIP 5.2.
// RUN: not %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip 2>&1 | FileCheck %s --check-prefix=STOPPED
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.52.hip --hip-version=5.2 2>/dev/null
// RUN: not %hip-syntax --hip-version=5.2 %t.52.hip 2>&1 | FileCheck %s --check-prefix=STOPPED
// STOPPED-NOT: error:
// STOPPED: error: "hipport: 'rowStarts' assumes 32-lane warps
// RUN: FileCheck %s --check-prefix=KEPT --input-file=%t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %drop-stops %t.hip | sed -e 's/0xffffffff/0xffffffffffffffffull/' > %t.wide.hip
// RUN: %warp-model --width 64 --platform hip %t.wide.hip | FileCheck %s --check-prefix=WRONG

__global__ void rowStarts(const int *rows, const int *values, int *out) {
  static const int warpsize = 32;
  int lane = threadIdx.x % warpsize;
  // LINT: .cu:[[@LINE-1]]:26: warning: computes a lane id with 32 ('warpsize'){{.*}}(no automatic fix: its warp ids index global memory, which the host may size by 32-lane warps) [hipport-warp-lane-arithmetic]
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / warpsize;
  int s = 0;
  for (int i = rows[row] + lane; i < rows[row + 1]; i += warpsize)
    // LINT: .cu:[[@LINE-1]]:55: warning: a warp strides over data 32 elements at a time{{.*}}[hipport-warp-lane-arithmetic]
    s += values[i];
  for (int o = warpsize / 2; o > 0; o /= 2)
    s += __shfl_xor_sync(0xffffffff, s, o);
  // LINT: .cu:[[@LINE-1]]:26: warning: 32-bit full mask passed to '__shfl_xor_sync'{{.*}}(not widened: part of a 32-lane assumption{{.*}}[hipport-warp-full-mask]
  // KEPT: s += __shfl_xor_sync(0xffffffff, s, o);
  int first = __shfl_sync(0xffffffff, s, 0);
  if (lane == 0)
    out[row] = first;
  out[2 + threadIdx.x] = first;
}

// RIGHT: rows 496 1520 thread 63 sees 1520
// WRONG: rows 496 496 thread 63 sees 496

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> rows = {0, 32, 64}, values(64), out(66);
  for (int i = 0; i < 64; ++i)
    values[i] = i;
  hipmodel::launch(rowStarts, 1, 64, rows.data(), values.data(), out.data());
  printf("rows %d %d thread 63 sees %d\n", out[0], out[1], out[65]);
}
#endif
