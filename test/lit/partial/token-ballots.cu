// Ballots and lane masks that reach the warp intrinsics through names, in
// code clang did not parse (here the device side of the host-side parse):
// a ballot kept in 32 bits, directly or through a project macro, and counted
// with __popc (hipport-warp-ballot-truncation); a 32-bit full mask held in a
// constant, a variable, a default argument or a macro and passed to a *_sync
// intrinsic (hipport-warp-full-mask).
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu --disable=hipport-cuda-guard > %t.txt
// RUN: FileCheck %s --input-file=%t.txt --implicit-check-not=warning:
// RUN: %expect-exit 1 %hipport lint %t.cu --disable=hipport-cuda-guard --export-fixes %t.yaml
// RUN: FileCheck %s --check-prefix=FIXES --input-file=%t.yaml
// convert applies the fixes.
// RUN: %hipport convert %t.cu -o %t.hip 2>/dev/null
// RUN: FileCheck %s --check-prefix=CONVERT --input-file=%t.hip

#include <cuda_runtime.h>

#define PROJECT_BALLOT(p) __ballot_sync(0xffffffffffffffffull, p)
#define ACTIVE_LANES() (__activemask())
#define FULL_MASK 0xffffffff
static const unsigned Warp = 0xffffffff;

#ifdef __CUDA_ARCH__
__device__ int votes(int p) {
  unsigned int active = PROJECT_BALLOT(p);
  // CHECK: .cu:[[@LINE-1]]:16: warning: 'active' keeps a ballot or active mask in 32 bits; HIP's are 64-bit (64-lane wavefronts), so lanes 32-63 are lost (recognised on tokens: clang did not parse this code) [hipport-warp-ballot-truncation]
  const unsigned b = (unsigned)__ballot_sync(0xffffffffffffffffull, p > 1);
  // CHECK: .cu:[[@LINE-1]]:18: warning: 'b' keeps a ballot{{.*}}(recognised on tokens{{.*}} [hipport-warp-ballot-truncation]
  unsigned long long wide = __ballot_sync(0xffffffffffffffffull, p);
  auto lanes = ACTIVE_LANES();
  int n = __popc(active) + __popc(__ballot_sync(0xffffffffffffffffull, p));
  // CHECK: .cu:[[@LINE-1]]:11: warning: '__popc' of a ballot counts only 32 lanes; HIP's ballots are 64-bit: use '__popcll' (recognised on tokens{{.*}} [hipport-warp-ballot-truncation]
  // CHECK: .cu:[[@LINE-2]]:28: warning: '__popc' of a ballot{{.*}} [hipport-warp-ballot-truncation]
  n += __ffs(wide) + __popc(lanes & 3) + __popc(p) + __popcll(wide);
  // CHECK: .cu:[[@LINE-1]]:8: warning: '__ffs' of a ballot counts only 32 lanes; HIP's ballots are 64-bit: use '__ffsll'{{.*}} [hipport-warp-ballot-truncation]
  // CHECK: .cu:[[@LINE-2]]:22: warning: '__popc' of a ballot{{.*}} [hipport-warp-ballot-truncation]
  return n + b;
}

__device__ float shuffles(float v, unsigned mask = 0xffffffff) {
  v += __shfl_down_sync(mask, v, 1);
  // CHECK: .cu:[[@LINE-1]]:25: warning: 32-bit full mask ('mask') passed to '__shfl_down_sync': HIP's lane masks are 64-bit, and from HIP 6.2 the *_sync intrinsics reject a 32-bit mask; pass __activemask() instead of 'mask' (recognised on tokens{{.*}} [hipport-warp-full-mask]
  v += __shfl_down_sync(Warp, v, 2);
  // CHECK: .cu:[[@LINE-1]]:25: warning: 32-bit full mask ('Warp') passed to '__shfl_down_sync'{{.*}} [hipport-warp-full-mask]
  v += __shfl_down_sync(FULL_MASK, v, 4);
  // CHECK: .cu:[[@LINE-1]]:25: warning: 32-bit full mask (through the macro) passed to '__shfl_down_sync'{{.*}}; use __activemask() (recognised on tokens{{.*}} [hipport-warp-full-mask]
  unsigned half = 0xffffu;
  return v + __shfl_xor_sync(half, v, 8);
  // CHECK: .cu:[[@LINE-1]]:30: warning: 32-bit lane mask ('half') passed to '__shfl_xor_sync'{{.*}}not changed{{.*}}(0xffffull if they are exactly these){{.*}} [hipport-warp-full-mask]
}

// 64-bit masks and ballots, and names declared again as 64-bit: quiet.
__device__ float wide(float v, unsigned long long mask = 0xffffffffffffffffull) {
  unsigned long long Warp = __ballot_sync(mask, v > 0);
  return __shfl_down_sync(mask, v, 1) + __shfl_down_sync(Warp, v, 2);
}
#endif

// FIXES: ReplacementText: 'unsigned long long'
// FIXES: ReplacementText: 'unsigned long long'
// FIXES: ReplacementText: '__popcll'
// FIXES: ReplacementText: '__popcll'
// FIXES: ReplacementText: '__ffsll'
// FIXES: ReplacementText: '__popcll'
// FIXES: ReplacementText: '__activemask()'
// CONVERT: #define FULL_MASK __activemask()
// CONVERT: unsigned long long active = PROJECT_BALLOT(p);
// CONVERT: int n = __popcll(active) + __popcll(__ballot_sync(0xffffffffffffffffull, p));
