// Evidence for the other fixes of hipport-warp-lane-arithmetic and
// hipport-warp-shuffle-32: a warp that strides over a row by 32 from its
// hardware lane, reduces from offset 16, scans up to 32 and broadcasts from
// lane 31. At 64 lanes the scan stops at 32 and lane 31 is not the last
// lane (the row sums come out right only because the doubled stride and the
// half reduction cancel, as fixing one alone would show); the four sites
// are fixed together
// (warpSize, warpSize / 2, warpSize, warpSize - 1) and the results are the
// CUDA results at 32 and 64 lanes.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %hipport convert %t.cu -o %t.hip
// The output compiles against the HIP 6.2+ stand-in and, converted for
// it, against Debian's HIP 5.2.
// RUN: %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip
// RUN: %hipport convert %t.cu -o %t.52.hip --hip-version=5.2
// RUN: %hip-syntax --hip-version=5.2 %t.52.hip
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.cu | FileCheck %s --check-prefix=WRONG --implicit-check-not=model
// RUN: sed -e 's|int o = 16|int o = warpSize / 2|' %t.cu > %t.half.cu
// RUN: %warp-model --width 64 --platform hip %t.half.cu | FileCheck %s --check-prefix=HALF --implicit-check-not=model
// RUN: %warp-model --width 32 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

__global__ void rowScan(const int *begin, const int *values, int *sums,
                        int *scan, int *last) {
  const int lane = threadIdx.x % warpSize;
  int row = blockIdx.x, s = 0;
  for (int i = begin[row] + lane; i < begin[row + 1]; i += 32)
    // LINT: .cu:[[@LINE-1]]:57: warning: a warp strides over data 32 elements at a time{{.*}}fixed together with lines{{.*}}[hipport-warp-lane-arithmetic]
    // FIXED: for (int i = begin[row] + lane; i < begin[row + 1]; i += warpSize)
    s += values[i];
  for (int o = 16; o > 0; o /= 2)
    // LINT: .cu:[[@LINE-1]]:16: warning: shuffle reduction starts at offset 16{{.*}}[hipport-warp-shuffle-32]
    // FIXED: for (int o = warpSize / 2; o > 0; o /= 2)
    s += __shfl_down_sync(__activemask(), s, o);
  if (lane == 0)
    sums[row] = s;
  int x = 1;
  for (int d = 1; d < 32; d *= 2) {
    // LINT: .cu:[[@LINE-1]]:23: warning: shuffle loop stops at 32 lanes{{.*}}[hipport-warp-shuffle-32]
    // FIXED: for (int d = 1; d < warpSize; d *= 2) {
    int y = __shfl_up_sync(__activemask(), x, d);
    if (lane >= d)
      x += y;
  }
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  scan[t] = x;
  last[t] = __shfl_sync(__activemask(), x, 31);
  // LINT: .cu:[[@LINE-1]]:44: warning: broadcast from lane 31{{.*}}[hipport-warp-shuffle-32]
  // FIXED: last[t] = __shfl_sync(__activemask(), x, warpSize - 1);
}

// RIGHT: row sums 2016 6112, scan counts lanes 1, last lane holds warp size 1
// WRONG: row sums 2016 6112, scan counts lanes 0, last lane holds warp size 0
// HALF: row sums 3536 9680

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> begin = {0, 64, 128}, values(128), sums(2), scan(128),
                   last(128);
  for (int i = 0; i < 128; ++i)
    values[i] = i;
  hipmodel::launch(rowScan, 2, 64, begin.data(), values.data(), sums.data(),
                   scan.data(), last.data());
  bool counts = true, lastLane = true;
  for (int t = 0; t < 128; ++t) {
    counts &= scan[t] == t % 64 % warpSize + 1;
    lastLane &= last[t] == warpSize;
  }
  printf("row sums %d %d, scan counts lanes %d, last lane holds warp size %d\n",
         sums[0], sums[1], counts, lastLane);
}
#endif
