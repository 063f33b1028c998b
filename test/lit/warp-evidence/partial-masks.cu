// Evidence for leaving a partial 32-bit mask to the user (hipport-warp-full-mask
// reports it, convert does not change it). `0xffffu` names lanes 0-15 of a
// 32-lane warp. Widened as a number, 0xffffull, it is right only when exactly
// lanes 0-15 of the wavefront run the call: with 64 threads under
// `threadIdx.x % 32 < 16`, lanes 32-47 of the 64-lane wavefront run it too, and
// ROCm's mask check (an assert in builds without NDEBUG) traps (WRONG). The
// CUDA result at 32 lanes is the RIGHT line; which 64-bit mask keeps it
// depends on the code around the call, so the user chooses it. HIP 6.2 and
// later reject the 32-bit mask; the converted file stops the build with
// hipport's explanation first (hipport-warp-hand-port), not HIP's alone.
// Converted for HIP 5.2, whose shuffles take no mask, it compiles.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip
// RUN: FileCheck %s --check-prefix=KEPT --input-file=%t.hip
// RUN: not %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip 2>&1 | FileCheck %s --check-prefix=STOPPED
// STOPPED: error: "hipport: 'pairSums' passes 32-bit lane masks at line 30 of the CUDA source
// RUN: %hipport convert %t.cu -o %t.52.hip --hip-version=5.2
// RUN: %hip-syntax --hip-version=5.2 %t.52.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/0xffffu/0xffffull/' %t.cu > %t.wide.cu
// RUN: %expect-exit 3 %warp-model --width 64 --platform hip %t.wide.cu | FileCheck %s --check-prefix=WRONG

// LINT: .cu:[[@LINE+2]]:17: error: 'pairSums' passes 32-bit lane masks at line [[#@LINE+5]], which HIP rejects from 6.2{{.*}}[hipport-warp-hand-port]
// KEPT: #error "hipport: 'pairSums' passes 32-bit lane masks at line [[#@LINE+4]] of the CUDA source
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
