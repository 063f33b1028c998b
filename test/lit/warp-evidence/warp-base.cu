// Evidence that a warp's first element, `warp * 32` with `warp` a warp id
// from 32, belongs to the assumption of its ids: each warp reduces its share
// of a block's staged values, `stage[warp * 32 + lane]`, over warpSize
// lanes. hipport respells the lane id, the warp id and the share's start
// together; leaving `warp * 32` (what it wrote before) compiles and adds
// overlapping shares at 64 lanes.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %hipport convert --hip-version=5.2 %t.cu -o %t.hip
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t.hip
// RUN: %hip-syntax %t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 32 --platform hip --hip-version 5.2 %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/warp \* warpSize/warp * 32/; s/warp << 5/warp * 32/' %t.hip > %t.half.hip
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.half.hip | FileCheck %s --check-prefix=WRONG

__global__ void blockSum(const int *in, int *out) {
  __shared__ int stage[256];
  const int lane = threadIdx.x % 32;
  const int warp = threadIdx.x / 32;
  stage[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  int v = stage[warp * 32 + lane];
  // LINT: .cu:[[@LINE-1]]:24: warning: computes the first element of a warp's share with 32{{.*}}fixed together with lines {{.*}} [hipport-warp-lane-arithmetic]
  // FIXED: int v = stage[warp * warpSize + lane];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (lane == 0)
    atomicAdd(out, v);
}
// LINT-NOT: hipport-warp-hand-port

// RIGHT: sum 131328: right
// WRONG: sum {{[0-9]+}}: wrong

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(512);
  for (int i = 0; i < 512; ++i)
    in[i] = i + 1;
  int sum = 0;
  hipmodel::launch(blockSum, 2, 256, in.data(), &sum);
  printf("sum %d: %s\n", sum, sum == 512 * 513 / 2 ? "right" : "wrong");
}
#endif
