// Evidence for hipport-hip-shuffle-mask: a dual-platform reduction whose HIP
// branch kept CUDA's mask in front of HIP's mask-less __shfl_down (ROCm
// apex before its fix). The CUDA parse never compiles that branch; the
// token pass reports it although it is a HIP path, and the fix drops the
// mask. In the model the HIP branch shuffles the mask: the sum is wrong at
// 64 lanes until the fix.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint --implicit-check-not=warning:
// RUN: %hipport convert %t.cu -o %t.hip
// The output compiles against the HIP 6.2+ stand-in and, converted for
// it, against Debian's HIP 5.2.
// RUN: %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip
// RUN: %hipport convert %t.cu -o %t.52.hip --hip-version=5.2
// RUN: %hip-syntax --hip-version=5.2 %t.52.hip
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.cu > %t.wrong.out
// RUN: FileCheck %s --check-prefix=WRONG --implicit-check-not=model --input-file=%t.wrong.out
// RUN: not grep -qx 'sum 2080' %t.wrong.out
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

__global__ void blockSum(const float *in, float *out) {
  float v = in[threadIdx.x];
  for (int o = warpSize / 2; o > 0; o /= 2) {
#ifdef __HIP_PLATFORM_AMD__
    v += __shfl_down(0xffffffff, v, o);
    // LINT: .cu:[[@LINE-1]]:22: warning: '__shfl_down' takes the value first, with no mask{{.*}}[hipport-hip-shuffle-mask]
    // FIXED: v += __shfl_down(v, o);
#else
    v += __shfl_down_sync(__activemask(), v, o);
#endif
  }
  if (threadIdx.x == 0)
    *out = v;
}

// RIGHT: sum 2080
// WRONG: sum

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<float> in(64);
  for (int i = 0; i < 64; ++i)
    in[i] = i + 1;
  float out = 0;
  hipmodel::launch(blockSum, 1, 64, in.data(), &out);
  float sum = out;
  if (warpSize == 32) {
    // Two warps at 32 lanes: the second warp's sum, from its own launch.
    float second = 0;
    hipmodel::launch(blockSum, 1, 32, in.data() + 32, &second);
    sum += second;
  }
  printf("sum %g\n", sum);
}
#endif
