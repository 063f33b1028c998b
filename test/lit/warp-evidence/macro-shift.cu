// Evidence that a warp id taken by a shift whose amount is a macro
// (`threadIdx.x >> LOG_LANES`, `#define LOG_LANES 5`) is a site of the
// assumption when the rest of the kernel counts in hardware lanes (`%
// warpSize`, a reduction from warpSize / 2): at 64 lanes the wavefronts'
// sums land in the slots of 32-lane warps 0 and 2, and the block's sum reads
// slots 0 and 1. The shift is its only use, so it becomes `/ warpSize`, and
// the output is right at 32 and 64 lanes.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %hipport convert %t.cu -o %t.hip
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t.hip
// RUN: %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip
// RUN: %hipport convert --hip-version=5.2 %t.cu -o %t.52.hip
// RUN: %hip-syntax %t.52.hip
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.52.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/0xffffffff/__activemask()/' %t.cu > %t.wide.hip
// RUN: %warp-model --width 64 --platform hip %t.wide.hip | FileCheck %s --check-prefix=WRONG
// RUN: %warp-model --width 32 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

#define LOG_LANES 5

__global__ void blockSums(const float *in, float *out) {
  __shared__ float partial[16];
  int lane = threadIdx.x % warpSize;
  int warp = threadIdx.x >> LOG_LANES;
  // LINT: .cu:[[@LINE-1]]:26: warning: computes a warp id with 5 ('LOG_LANES'){{.*}}use '/ warpSize'{{.*}}[hipport-warp-lane-arithmetic]
  // FIXED: int warp = threadIdx.x / warpSize;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0;
    for (int w = 0; w < blockDim.x / warpSize; ++w)
      s += partial[w];
    out[blockIdx.x] = s;
  }
}
// LINT-NOT: hipport-warp-hand-port

// RIGHT: block sums 8128 24512
// WRONG: block sums 2016 10208

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<float> in(256), out(2);
  for (int i = 0; i < 256; ++i)
    in[i] = i;
  hipmodel::launch(blockSums, 2, 128, in.data(), out.data());
  printf("block sums %g %g\n", out[0], out[1]);
}
#endif
