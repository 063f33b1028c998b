// Evidence for hipport-warp-lane-mask and the ballot comparison of
// hipport-warp-full-mask: a prefix count of votes below each lane, built
// from `1 << lane` in 32 bits, and a "did every lane vote" test against
// 0xffffffff. At 64 lanes the mask of lanes 32-63 shifts past 32 bits and
// the full-vote test never holds; hipport's output (1ull, __activemask() at
// the ballot) gives the CUDA result at 32 and 64 lanes. Compared later,
// under `if (lane == 0)`, __activemask() would be one lane: a ballot kept
// in a variable is reported, not fixed (the DIVERGED run shows why).
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
// RUN: %warp-model --width 64 --platform hip %t.cu | FileCheck %s --check-prefix=WRONG --implicit-check-not=model
// RUN: %warp-model --width 32 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's|int full = __ballot_sync(__activemask(), in\[threadIdx.x\] > 0) == __activemask();|int full = 0; if (lane == 0) full = votes == __activemask();|' %t.hip > %t.diverged.hip
// RUN: %warp-model --width 64 --platform hip %t.diverged.hip | FileCheck %s --check-prefix=DIVERGED --implicit-check-not=model

__global__ void ranks(const int *in, int *rank, int *everyone) {
  int lane = threadIdx.x % warpSize;
  unsigned long long votes = __ballot_sync(__activemask(), in[threadIdx.x] > 0);
  rank[threadIdx.x] = __popcll(votes & ((1u << lane) - 1));
  // LINT: .cu:[[@LINE-1]]:45: warning: lane mask built in 32 bits{{.*}}[hipport-warp-lane-mask]
  // FIXED: rank[threadIdx.x] = __popcll(votes & ((1ull << lane) - 1));
  int full = __ballot_sync(__activemask(), in[threadIdx.x] > 0) == 0xffffffff;
  // LINT: .cu:[[@LINE-1]]:68: warning: the lane mask of '__ballot_sync' is compared with the 32-bit full mask{{.*}}[hipport-warp-full-mask]
  // FIXED: int full = __ballot_sync(__activemask(), in[threadIdx.x] > 0) == __activemask();
  if (lane == 0)
    atomicAdd(everyone, full);
}

// RIGHT: every rank is the lane: 1, every warp voted in full: 1
// WRONG: every rank is the lane: 0, every warp voted in full: 0
// DIVERGED: every rank is the lane: 1, every warp voted in full: 0

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(128, 1), rank(128);
  int everyone = 0;
  hipmodel::launch(ranks, 1, 128, in.data(), rank.data(), &everyone);
  bool ranked = true;
  for (int t = 0; t < 128; ++t)
    ranked &= rank[t] == t % warpSize;
  printf("every rank is the lane: %d, every warp voted in full: %d\n", ranked,
         everyone * warpSize == 128);
}
#endif
