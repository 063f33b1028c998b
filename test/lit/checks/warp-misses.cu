// The real bugs shape matching missed (issue #12): a ballot kept in 32 bits
// through a project macro or a one-line wrapper and counted with __popc; a
// lane shift by a macro (>> LOG_WARP); a sub-warp size defaulting to 32; a
// power-of-two loop that stops at 2^5; masks in named constants, variables
// and wrapper defaults.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=warning:
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip 2>/dev/null
// RUN: FileCheck %s --input-file=%t.hip --check-prefix=FIXED
// The output stops at hipport's #error before HIP 6.2's own complaint.
// RUN: not %hip-syntax -include %S/Inputs/hip62_warp_sync.h %t.hip 2>&1 | FileCheck %s --check-prefix=STOPPED
// STOPPED-NOT: error:
// STOPPED: error: "hipport: 'shifts' assumes 32-lane warps

#define PROJECT_BALLOT(p) __ballot_sync(0xffffffff, p)
// FIXED: #define PROJECT_BALLOT(p) __ballot_sync(__activemask(), p)
#define LOG_WARP 5
static const unsigned kFull = 0xffffffff;

__device__ __forceinline__ unsigned activeLanes() { return __activemask(); }
// CHECK: .cu:[[@LINE-1]]:37: warning: 'activeLanes' returns a ballot or active mask in 32 bits{{.*}}[hipport-warp-ballot-truncation]
// FIXED: __device__ __forceinline__ unsigned long long activeLanes() { return __activemask(); }

__global__ void votes(const int *in, int *out) {
  unsigned int active = PROJECT_BALLOT(in[threadIdx.x] > 0);
  // CHECK: .cu:[[@LINE-1]]:16: warning: 'active' keeps a ballot or active mask in 32 bits{{.*}}[hipport-warp-ballot-truncation]
  // CHECK: .cu:[[@LINE-2]]:25: warning: 32-bit full mask (through a macro) passed to '__ballot_sync'{{.*}}[hipport-warp-full-mask]
  // FIXED: unsigned long long active = PROJECT_BALLOT(in[threadIdx.x] > 0);
  unsigned here = activeLanes();
  // CHECK: .cu:[[@LINE-1]]:12: warning: 'here' keeps a ballot or active mask in 32 bits{{.*}}[hipport-warp-ballot-truncation]
  if (threadIdx.x % warpSize == 0)
    out[threadIdx.x / warpSize] = __popc(active) + __popc(here);
  // CHECK: .cu:[[@LINE-1]]:35: warning: '__popc' of a ballot{{.*}}[hipport-warp-ballot-truncation]
  // CHECK: .cu:[[@LINE-2]]:52: warning: '__popc' of a ballot{{.*}}[hipport-warp-ballot-truncation]
}

__device__ float sub(float v, int info) {
  int width = (info == 0) ? 32 : info;
  // CHECK: .cu:[[@LINE-1]]:29: warning: '__shfl_xor_sync' with width 32 splits a 64-lane wavefront{{.*}}[hipport-warp-shuffle-32]
  v += __shfl_xor_sync(kFull, v, 1, width);
  // CHECK: .cu:[[@LINE-1]]:24: warning: 32-bit full mask (held in 'kFull'){{.*}}[hipport-warp-full-mask]
  for (int i = 0; i < 5; ++i)
    // CHECK: .cu:[[@LINE-1]]:23: warning: shuffle loop stops at 2^5 = 32 lanes{{.*}}[hipport-warp-shuffle-32]
    v += __shfl_xor_sync(__activemask(), v, 1 << i);
  return v;
}

__device__ float broadcast(float v, int src, unsigned mask = 0xffffffff) {
  return __shfl_sync(mask, v, src);
  // CHECK: .cu:[[@LINE-1]]:22: warning: 32-bit full mask (the default of parameter 'mask'){{.*}}(not widened: {{.*}}) [hipport-warp-full-mask]
}

// CHECK: .cu:[[@LINE+2]]:17: error: 'shifts' assumes 32-lane warps {{.*}}(a shuffle width of 32 has no fix known to be right){{.*}}[hipport-warp-hand-port]
// FIXED: #error "hipport: 'shifts' assumes 32-lane warps
__global__ void shifts(const float *in, float *out, int info) {
  int warp = threadIdx.x >> LOG_WARP;
  // CHECK: .cu:[[@LINE-1]]:26: warning: computes a warp id with 5 ('LOG_WARP'){{.*}}[hipport-warp-lane-arithmetic]
  float v = sub(in[threadIdx.x], info);
  out[warp] = broadcast(v, 0) + v * warpSize;
}
