// Evidence for leaving a partial 32-bit mask to the user (hipport-warp-full-mask
// reports it, convert does not change it). `0xffffu` names lanes 0-15 of a
// 32-lane warp. Widened as a number, 0xffffull, it is right only when exactly
// lanes 0-15 of the wavefront run the call: with 64 threads under
// `threadIdx.x % 32 < 16`, lanes 32-47 of the 64-lane wavefront run it too, and
// ROCm's mask check (an assert in builds without NDEBUG) traps (WRONG). The
// CUDA result at 32 lanes is the RIGHT line; which 64-bit mask keeps it
// depends on the code around the call, so the user chooses it.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %hipport convert %t.cu -o %t.hip
// RUN: FileCheck %s --check-prefix=KEPT --input-file=%t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/0xffffu/0xffffull/' %t.cu > %t.wide.cu
// RUN: %expect-exit 3 %warp-model --width 64 --platform hip %t.wide.cu | FileCheck %s --check-prefix=WRONG

__global__ void pairSums(const int *in, int *out) {
  int v = in[threadIdx.x];
  if (threadIdx.x % 32 < 16)
    v += __shfl_xor_sync(0xffffu, v, 1);
  // LINT: .cu:[[@LINE-1]]:26: warning: 32-bit lane mask passed to '__shfl_xor_sync'{{.*}}not changed{{.*}}[hipport-warp-full-mask]
  // KEPT: v += __shfl_xor_sync(0xffffu, v, 1);
  out[threadIdx.x] = v;
}

// RIGHT: pairs summed: 1
// WRONG: model error: mask 0xffff does not match active lanes 0xffff0000ffff
// WRONG: model: 1 errors

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(64), out(64);
  for (int i = 0; i < 64; ++i)
    in[i] = i;
  hipmodel::launch(pairSums, 1, 64, in.data(), out.data());
  bool Right = true;
  for (int i = 0; i < 64; ++i)
    Right &= out[i] == (i % 32 < 16 ? in[i] + in[i ^ 1] : in[i]);
  printf("pairs summed: %d\n", Right);
}
#endif
