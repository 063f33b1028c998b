// Evidence that the warps of a block counted rounding up, `(blockDim.x +
// 31) / 32`, belong to the assumption of the ids that fill the per-warp
// slots: its 31 and 32 are respelled with the lane and warp ids. Leaving
// them (what hipport wrote before) compiles and, at 64 lanes, adds slots no
// wavefront wrote.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %hipport convert --hip-version=5.2 %t.cu -o %t.hip
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t.hip
// RUN: %hip-syntax %t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/(blockDim.x + warpSize - 1) \/ warpSize/(blockDim.x + 31) \/ 32/' %t.hip > %t.half.hip
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.half.hip | FileCheck %s --check-prefix=WRONG

__global__ void blockSum(const int *in, int *out) {
  __shared__ int partial[32];
  const int lane = threadIdx.x % 32;
  const int warp = threadIdx.x / 32;
  if (threadIdx.x < 32)
    partial[threadIdx.x] = 1000000; // not a sum until a warp writes one
  __syncthreads();
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    int s = 0;
    const int warps = (blockDim.x + 31) / 32;
    // LINT: .cu:[[@LINE-1]]:37: warning: computes the number of warps per block with 31{{.*}}use 'warpSize - 1'; fixed together with lines {{.*}} [hipport-warp-lane-arithmetic]
    // LINT: .cu:[[@LINE-2]]:41: warning: computes the number of warps per block with 32{{.*}}use '/ warpSize'; fixed together with lines {{.*}} [hipport-warp-lane-arithmetic]
    // FIXED: const int warps = (blockDim.x + warpSize - 1) / warpSize;
    for (int w = 0; w < warps; ++w)
      s += partial[w];
    out[blockIdx.x] = s;
  }
}
// LINT-NOT: hipport-warp-hand-port

// RIGHT: sums 32896 98432: right
// WRONG: sums {{[0-9]+}} {{[0-9]+}}: wrong

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(512), out(2, 0);
  for (int i = 0; i < 512; ++i)
    in[i] = i + 1;
  hipmodel::launch(blockSum, 2, 256, in.data(), out.data());
  printf("sums %d %d: %s\n", out[0], out[1],
         out[0] == 32896 && out[1] == 98432 ? "right" : "wrong");
}
#endif
