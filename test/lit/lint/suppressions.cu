// Findings are silenced by comments, one rule at a time or all at once.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=warning

__global__ void k(int *p) {
  int a = threadIdx.x & 31; // hipport: ignore[hipport-warp-lane-arithmetic]
  // hipport: ignore[hipport-warp-lane-arithmetic]
  int b = threadIdx.x % 32;
  int c = threadIdx.x / 32; // NOLINT(hipport-warp-*)
  // NOLINTNEXTLINE(hipport-warp-lane-arithmetic)
  int d = threadIdx.x >> 5;
  // NOLINTBEGIN(hipport-warp-lane-arithmetic)
  int e = threadIdx.x & 31;
  int f = threadIdx.x % 32;
  // NOLINTEND(hipport-warp-lane-arithmetic)
  int g = threadIdx.x & 31; // NOLINT
  // A comment for another rule does not silence this one.
  int h = threadIdx.x & 31; // NOLINT(hipport-inline-ptx)
  // CHECK: .cu:[[@LINE-1]]:23: warning: computes a lane id with 31{{.*}}[hipport-warp-lane-arithmetic]
  p[threadIdx.x] = __shfl_sync(__activemask(), a + b + c + d + e + f + g + h, 0);
}
