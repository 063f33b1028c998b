// HIP code, as hipport writes it, runs on the model too: the HIP runtime
// header, the mask-less shuffles and votes, hipLaunchKernelGGL. As in HIP 7,
// warpSize is not a constant expression, so code that needs one does not
// compile.
// RUN: %warp-model --width 64 %s \
// RUN:   | FileCheck %s --check-prefix=W64 --implicit-check-not=model
// RUN: %warp-model --width 32 --platform hip %s \
// RUN:   | FileCheck %s --check-prefix=W32 --implicit-check-not=model
// RUN: %expect-exit 2 %warp-model --width 64 -DCONSTANT_WARP %s \
// RUN:   | FileCheck %s --check-prefix=CONSTANT

#include <hip/hip_runtime.h>

__global__ void rotate(int *out, unsigned long long *ballots) {
  int v = hipThreadIdx_x;
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v = max(v, __shfl_xor(v, offset));
#ifdef CONSTANT_WARP
  constexpr int lanes = warpSize;
  // CONSTANT: hip-source.cu:[[@LINE-1]]:{{.*}}error: constexpr variable 'lanes' must be initialized by a constant expression
#endif
  unsigned long long b = __ballot(__lane_id() >= 30);
  if (__lane_id() == 0) {
    out[hipThreadIdx_x / warpSize] = v;
    ballots[hipThreadIdx_x / warpSize] = b;
  }
}

// W64: max 63 127, ballots 0xffffffffc0000000 0xffffffffc0000000
// W32: max 31 63, ballots 0xc0000000 0xc0000000
// CONSTANT: model: {{.*}} does not compile

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> out(4);
  std::vector<unsigned long long> ballots(4);
  hipLaunchKernelGGL(rotate, dim3(1), dim3(128), 0, 0, out.data(),
                     ballots.data());
  printf("max %d %d, ballots 0x%llx 0x%llx\n", out[0], out[1], ballots[0],
         ballots[1]);
}
#endif
