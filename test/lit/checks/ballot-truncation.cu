// Ballots and active masks are 64-bit in HIP: kept in 32 bits or counted
// with a 32-bit intrinsic they lose lanes 32-63. Fixes widen a written
// integer type and switch to the ...ll intrinsic.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-warp-ballot-truncation
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip --check-prefix=FIXED
// RUN: %hip-syntax %t.hip

// Stream compaction: each thread finds its output slot from a ballot.
__device__ int compactSlot(int keep, int lane) {
  unsigned ballot = __ballot_sync(0xffffffff, keep);
  // CHECK: .cu:[[@LINE-1]]:12: warning: 'ballot' keeps a ballot or active mask in 32 bits{{.*}}[hipport-warp-ballot-truncation]
  // FIXED: unsigned long long ballot = __ballot(keep);
  int before = __popc(ballot & ((1ull << lane) - 1));
  // CHECK: .cu:[[@LINE-1]]:16: warning: '__popc' of a ballot counts only 32 lanes{{.*}}[hipport-warp-ballot-truncation]
  // FIXED: int before = __popcll(ballot & ((1ull << lane) - 1));
  int total = __popc(__ballot_sync(0xffffffff, keep));
  // CHECK: .cu:[[@LINE-1]]:15: warning: '__popc' of a ballot{{.*}}[hipport-warp-ballot-truncation]
  // FIXED: int total = __popcll(__ballot(keep));
  int first = __ffs(ballot) - 1;
  // CHECK: .cu:[[@LINE-1]]:15: warning: '__ffs' of a ballot{{.*}}use '__ffsll'{{.*}}[hipport-warp-ballot-truncation]
  // FIXED: int first = __ffsll(ballot) - 1;
  return before + total + first;
}

__device__ unsigned active() {
  unsigned mask;
  // CHECK: .cu:[[@LINE-1]]:12: warning: 'mask' is assigned a ballot or active mask in 32 bits{{.*}}[hipport-warp-ballot-truncation]
  // FIXED: unsigned long long mask;
  mask = __activemask();
  return mask;
}

// Not ballots: __popc of ordinary words is fine.
__device__ int bits(unsigned word) { return __popc(word) + __ffs(word); }
__device__ int wideBallot(int p) {
  unsigned long long b = __ballot_sync(0xffffffffull, p);
  return __popcll(b);
}
// FIXED: mask = __ballot(1);
