// A header that only compiles inside the file that includes it (Accum and
// BLOCK come from there), linted on its own: every planted warp-size bug is
// still found, on the recovered AST or on tokens, and the token findings say
// so (text suffix, "partial_parse" in JSON, a SARIF property).
// RUN: %strip %s > %t.cuh
// RUN: %expect-exit 1 %hipport lint %t.cuh 2>%t.err > %t.txt
// RUN: FileCheck %s --input-file=%t.txt --implicit-check-not=warning:
// RUN: %expect-exit 1 %hipport lint %t.cuh --format=json 2>/dev/null > %t.json
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// RUN: %expect-exit 1 %hipport lint %t.cuh --format=sarif 2>/dev/null > %t.sarif
// RUN: FileCheck %s --check-prefix=SARIF --input-file=%t.sarif
// Rule selection and suppressions apply to token findings as to any other.
// RUN: %expect-exit 1 %hipport lint %t.cuh --disable=hipport-warp-full-mask 2>/dev/null | FileCheck %s --check-prefix=NOMASK

__device__ Accum warp_sum(Accum v) {
  for (int offset = 16; offset > 0; offset /= 2)
    // CHECK: .cuh:[[@LINE-1]]:21: warning: shuffle reduction starts at offset 16{{.*}} [hipport-warp-shuffle-32]
    v += __shfl_down_sync(0xffffffff, v, offset);
    // CHECK: .cuh:[[@LINE-1]]:27: warning: 32-bit full mask passed to '__shfl_down_sync'{{.*}} [hipport-warp-full-mask]
  return v;
}

__device__ Accum warp_max(Accum v) {
  v = max(v, __shfl_xor_sync(0xffffffff, v, 16));
  // CHECK: .cuh:[[@LINE-1]]:30: warning: 32-bit full mask{{.*}} [hipport-warp-full-mask]
  // CHECK: .cuh:[[@LINE-2]]:45: warning: '__shfl_xor_sync' with offset 16 starts a 32-lane reduction{{.*}} [hipport-warp-shuffle-32]
  return v;
}

__device__ Accum block_sum(Accum v) {
  __shared__ Accum partial[32];
  // CHECK: .cuh:[[@LINE-1]]:20: warning: shared array 'partial' has 32 elements and is indexed by lane{{.*}}(recognised on tokens: clang did not parse this code) [hipport-warp-shared-array]
  int lane = threadIdx.x & 31;
  // CHECK: .cuh:[[@LINE-1]]:26: warning: computes a lane id with 31{{.*}} [hipport-warp-lane-arithmetic]
  int warp = threadIdx.x >> 5;
  // CHECK: .cuh:[[@LINE-1]]:26: warning: computes a warp id with 5{{.*}} [hipport-warp-lane-arithmetic]
  v = warp_sum(v);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  v = threadIdx.x < BLOCK / 32 ? partial[lane] : Accum(0);
  if (__activemask() == 0xffffffff) // hipport: ignore[hipport-warp-full-mask]
    v = warp_sum(v);
  if (0xffffffff != __ballot_sync(0xffffffffffffffffull, v > 0))
    // Clang recovered this function, so the AST check finds it (once).
    // CHECK: .cuh:[[@LINE-2]]:7: warning: the lane mask of '__ballot_sync' is compared with the 32-bit full mask{{.*}}not 0xffffffff (not changed: part of a 32-lane assumption{{.*}} [hipport-warp-full-mask]
    v = 0;
  return v;
}
// JSON: "partial_parse": true
// SARIF: "partialParse": true
// NOMASK-NOT: hipport-warp-full-mask
// NOMASK: hipport-warp-shuffle-32
