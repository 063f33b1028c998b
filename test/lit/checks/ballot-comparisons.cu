// A ballot or active mask compared with 0xffffffff tests for a full 32-lane
// warp; on a 64-lane wavefront with every lane active the mask is all 64
// ones, so the test silently fails (hipport-warp-full-mask). A ballot's lane
// count compared with 32 does the same (hipport-warp-ballot-truncation).
// Fixes compare a vote with the active lanes where it ran, the active mask with the
// 64-lane mask, and lane counts with warpSize.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=warning:
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip --check-prefix=FIXED
// RUN: %hip-syntax %t.hip

#define FULL_WARP 0xffffffff

__device__ bool wholeWarpActive() {
  return __activemask() == 0xffffffff;
  // CHECK: .cu:[[@LINE-1]]:28: warning: the lane mask of '__activemask' is compared with the 32-bit full mask{{.*}}[hipport-warp-full-mask]
  // FIXED: return __ballot(1) == 0xffffffffffffffffull;
}

__device__ bool allAgree(int vote) {
  unsigned long long ballot = __ballot_sync(__activemask(), vote);
  // The active mask is a 64-bit mask in HIP: passing it is right.
  // CHECK-NOT: :[[@LINE-2]]:
  if (0xffffffffu != ballot)
    return false;
  // CHECK: .cu:[[@LINE-2]]:7: warning: the lane mask of '__ballot_sync' is compared{{.*}}[hipport-warp-full-mask]
  // A ballot kept in a variable is compared where the active lanes may
  // differ: reported, not fixed.
  // FIXED: if (0xffffffffu != ballot)
  return __ballot_sync(__activemask(), vote) == FULL_WARP;
  // CHECK: .cu:[[@LINE-1]]:49: warning: the lane mask of '__ballot_sync' is compared{{.*}}[hipport-warp-full-mask]
  // A macro's value is reported where it is used, not rewritten.
  // FIXED: return __ballot(vote) == FULL_WARP;
}

__device__ bool everyLaneVoted(int vote) {
  unsigned long long ballot = __ballot_sync(__activemask(), vote);
  int voters = __popcll(ballot);
  return voters == 32;
  // CHECK: .cu:[[@LINE-1]]:20: warning: compares the number of lanes in a ballot with 32; a full wavefront has 64 lanes on AMD GPUs: compare with warpSize [hipport-warp-ballot-truncation]
  // FIXED: return voters == warpSize;
}

// Not ballots, or not full masks: nothing to say.
__device__ bool unrelated(unsigned bits, unsigned long long ballot, int n) {
  return bits == 0xffffffff || (ballot & 0xff) == 0xff || n == 32;
}
