// Evidence for hipport-warp-lane-arithmetic: lane and warp ids computed
// with 31 and 5 next to a reduction over whole wavefronts (warpSize). At 64
// lanes two "warps" of one wavefront store partial sums and the block sum
// counts lanes twice. Every site of the assumption is fixed together and
// the result is the CUDA result at 32 and 64 lanes.
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
// RUN: %warp-model --width 64 %t.cu | FileCheck %s --check-prefix=WRONG --implicit-check-not=model
// RUN: %warp-model --width 32 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

__global__ void blockSum(const float *in, float *out) {
  __shared__ float partial[32];
  int lane = threadIdx.x & 31;
  // LINT: .cu:[[@LINE-1]]:26: warning: computes a lane id with 31{{.*}}fixed together with lines {{.*}}[hipport-warp-lane-arithmetic]
  // FIXED: int lane = threadIdx.x & (warpSize - 1);
  int warp = threadIdx.x >> 5;
  // LINT: .cu:[[@LINE-1]]:26: warning: computes a warp id with 5{{.*}}[hipport-warp-lane-arithmetic]
  // FIXED: int warp = threadIdx.x / warpSize;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffffffffffffull, v, o);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0;
    for (int w = 0; w < blockDim.x / 32; ++w)
      // LINT: .cu:[[@LINE-1]]:36: warning: computes the number of warps per block with 32{{.*}}[hipport-warp-lane-arithmetic]
      // FIXED: for (int w = 0; w < blockDim.x / warpSize; ++w)
      s += partial[w];
    out[blockIdx.x] = s;
  }
}

// RIGHT: block sum 32896
// WRONG: block sum 69888

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<float> in(256);
  for (int i = 0; i < 256; ++i)
    in[i] = i + 1;
  float out = 0;
  hipmodel::launch(blockSum, 1, 256, in.data(), &out);
  printf("block sum %g\n", out);
}
#endif
