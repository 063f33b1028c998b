// Evidence that a lane id combined with a written 32 that no site describes
// stops the port of its assumption: `in[lane + 32]` takes each lane's second
// element of 64, one warp's width on. Beside a reduction over warpSize, the
// lane id `% 32` is a site hipport could respell; doing so and leaving
// `lane + 32` (what hipport wrote before) compiles and sums the wrong
// elements at 64 lanes. So the assumption is a hand port naming the line.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip 2> /dev/null
// RUN: FileCheck %s --check-prefix=KEPT --input-file=%t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/threadIdx.x % 32/threadIdx.x % warpSize/; s/0xffffffff/__activemask()/' %t.cu > %t.half.hip
// RUN: %warp-model --width 64 --platform hip %t.half.hip | FileCheck %s --check-prefix=WRONG

__global__ void pairSum(const int *in, int *out) {
  // LINT: .cu:[[@LINE-1]]:17: error: 'pairSum' assumes 32-lane warps at line [[#@LINE+2]], which cannot be ported automatically ('lane + 32' (line [[#@LINE+4]]) combines a lane id with 32 in a way hipport has no fix for){{.*}} [hipport-warp-hand-port]
  // KEPT: #error "hipport: 'pairSum' assumes 32-lane warps
  const int lane = threadIdx.x % 32;
  // KEPT: const int lane = threadIdx.x % 32;
  int v = in[lane] + in[lane + 32];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (lane == 0)
    *out = v;
}

// RIGHT: sum 2080: right
// WRONG: sum {{[0-9]+}}: wrong

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  // 64 elements, and as many zeros after them as a 64-lane warp reads.
  std::vector<int> in(128, 0);
  for (int i = 0; i < 64; ++i)
    in[i] = i + 1;
  int sum = 0;
  hipmodel::launch(pairSum, 1, HIPMODEL_WARP, in.data(), &sum);
  printf("sum %d: %s\n", sum, sum == 64 * 65 / 2 ? "right" : "wrong");
}
#endif
