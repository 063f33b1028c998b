// Evidence for hipport-warp-shuffle-32 and hipport-warp-full-mask: a warp
// reduction from offset 16 whose result is taken at lane 0 of the hardware
// warp. At 64 lanes the CUDA code does not compile for HIP 7 (32-bit mask);
// widening only the mask sums half of each wavefront; hipport's fix (start
// at warpSize / 2, mask __activemask()) gives the CUDA result at 32 and 64.
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
// RUN: %expect-exit 3 %warp-model --width 64 %t.cu | FileCheck %s --check-prefix=MASK32
// RUN: sed -e 's/0xffffffff/0xffffffffffffffffull/' %t.cu > %t.wide.cu
// RUN: %warp-model --width 64 %t.wide.cu | FileCheck %s --check-prefix=HALF
// RUN: %warp-model --width 32 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

__device__ float warpSum(float v) {
  for (int o = 16; o > 0; o /= 2)
    // LINT: .cu:[[@LINE-1]]:16: warning: shuffle reduction starts at offset 16{{.*}}[hipport-warp-shuffle-32]
    // FIXED: for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  // LINT: .cu:[[@LINE-1]]:27: warning: 32-bit full mask passed to '__shfl_down_sync'{{.*}}[hipport-warp-full-mask]
  // FIXED: v += __shfl_down_sync(__activemask(), v, o);
  return v;
}

__global__ void perWarpSum(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = warpSum(in[i]);
  if (threadIdx.x % warpSize == 0)
    out[i / warpSize] = v;
}

// RIGHT: total 8256
// MASK32: model error: 32-bit mask passed to __shfl_down_sync
// HALF: total 3104

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<float> in(128), out(4, 0.0f);
  for (int i = 0; i < 128; ++i)
    in[i] = i + 1;
  hipmodel::launch(perWarpSum, 1, 128, in.data(), out.data());
  float total = 0;
  for (float v : out)
    total += v;
  printf("total %g\n", total);
}
#endif
