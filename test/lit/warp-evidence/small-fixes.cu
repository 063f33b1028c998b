// Evidence for the remaining fixes: a last-lane test `lane == 31` fixed with
// the ids it belongs to (hipport-warp-lane-arithmetic), a shuffle wrapper
// whose mask parameter defaults to 0xffffffff (hipport-warp-full-mask: the
// parameter becomes unsigned long long, its default __activemask()), and a
// ballot's lane count compared with 32 (hipport-warp-ballot-truncation:
// compared with warpSize). Wrong at 64 lanes before (the WRONG run widens
// only the parameter's type, so the code compiles for HIP 7: the 32-bit
// default then fails ROCm's mask check), the CUDA results at 32 and 64
// after.
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
// RUN: sed -e 's/unsigned mask = 0xffffffff/unsigned long long mask = 0xffffffff/' %t.cu > %t.wide.cu
// RUN: %expect-exit 3 %warp-model --width 64 --platform hip %t.wide.cu | FileCheck %s --check-prefix=WRONG
// RUN: %warp-model --width 32 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

__device__ int broadcast(int v, int src, unsigned mask = 0xffffffff) {
  // FIXED: __device__ int broadcast(int v, int src, unsigned long long mask = __activemask()) {
  return __shfl_sync(mask, v, src);
  // LINT: .cu:[[@LINE-1]]:22: warning: 32-bit full mask (the default of parameter 'mask'){{.*}}[hipport-warp-full-mask]
}

__global__ void lastLanes(const int *in, int *last, int *full) {
  int lane = threadIdx.x & 31;
  // LINT: .cu:[[@LINE-1]]:26: warning: computes a lane id with 31{{.*}}fixed together with line{{.*}}[hipport-warp-lane-arithmetic]
  // FIXED: int lane = threadIdx.x & (warpSize - 1);
  int v = in[threadIdx.x];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(__activemask(), v, o);
  int first = broadcast(v, 0);
  if (lane == 31)
    // LINT: .cu:[[@LINE-1]]:12: warning: computes the last lane with 31{{.*}}[hipport-warp-lane-arithmetic]
    // FIXED: if (lane == warpSize - 1)
    atomicAdd(last, first);
  unsigned long long votes = __ballot_sync(__activemask(), in[threadIdx.x] > 0);
  if (__popcll(votes) == 32 && lane == 0)
    // LINT: .cu:[[@LINE-1]]:26: warning: compares the number of lanes in a ballot with 32{{.*}}[hipport-warp-ballot-truncation]
    // FIXED: if (__popcll(votes) == warpSize && lane == 0)
    atomicAdd(full, 1);
}

// RIGHT: block sum seen by each warp's last lane: 1, warps voting in full: 1
// WRONG: model error: mask 0xffffffff does not match active lanes 0xffffffffffffffff
// WRONG: block sum seen by each warp's last lane: 0, warps voting in full: 0

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(128, 1);
  int last = 0, full = 0;
  hipmodel::launch(lastLanes, 1, 128, in.data(), &last, &full);
  // Each warp's last lane adds the warp's sum (warpSize): 128 in all; every
  // warp votes in full.
  printf("block sum seen by each warp's last lane: %d, warps voting in full: "
         "%d\n",
         last == 128, full * warpSize == 128);
}
#endif
