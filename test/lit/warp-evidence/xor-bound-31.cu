// Evidence that a butterfly bounded by the last lane (`m < 0x1f`: offsets
// 1..16) is a site of the assumption beside its lane id `& 0x1f`, in a
// kernel whose results are per hardware warp (`% warpSize`): both change
// together. The original sums only a 32-lane half at 64 lanes; respelling
// only the lane id sums lanes 0-63 over offsets that stop at 16 (wrong
// too); hipport's output, with both, is right at 32 and 64.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %hipport convert %t.cu -o %t.hip
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t.hip
// RUN: %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip
// RUN: %hipport convert %t.cu -o %t.52.hip --hip-version=5.2
// RUN: %hip-syntax --hip-version=5.2 %t.52.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT
// RUN: sed -e 's/0xffffffff/__activemask()/' %t.cu > %t.wide.hip
// RUN: %warp-model --width 64 --platform hip %t.wide.hip | FileCheck %s --check-prefix=WRONG
// RUN: sed -e 's/m < warpSize - 1/m < 0x1f/' %t.hip > %t.half.hip
// RUN: %warp-model --width 64 --platform hip %t.half.hip | FileCheck %s --check-prefix=WRONG
// RUN: %warp-model --width 32 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT

__global__ void laneSums(int *out) {
  int value = threadIdx.x & 0x1f;
  // LINT: .cu:[[@LINE-1]]:27: warning: computes a lane id with 31{{.*}}fixed together with line [[#@LINE+2]] [hipport-warp-lane-arithmetic]
  // FIXED: int value = threadIdx.x & (warpSize - 1);
  for (int m = 1; m < 0x1f; m *= 2)
    // LINT: .cu:[[@LINE-1]]:23: warning: shuffle loop stops at 32 lanes{{.*}}bound it by warpSize - 1; fixed together with line [[#@LINE-4]] [hipport-warp-shuffle-32]
    // FIXED: for (int m = 1; m < warpSize - 1; m *= 2)
    value += __shfl_xor_sync(0xffffffff, value, m);
  if (threadIdx.x % warpSize == 0)
    out[threadIdx.x / warpSize] = value;
}

// RIGHT: per-warp lane sums right
// WRONG: per-warp lane sums wrong

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  const int W = HIPMODEL_WARP;
  std::vector<int> out(128 / W, -1);
  hipmodel::launch(laneSums, 1, 128, out.data());
  bool right = true;
  for (int s : out)
    right &= s == W * (W - 1) / 2;
  printf("per-warp lane sums %s\n", right ? "right" : "wrong");
}
#endif
