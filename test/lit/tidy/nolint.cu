// clang-tidy's suppression comments silence the plugin's findings like any
// check's: on the line, on the line before (with a glob) and around a block;
// one that names another check leaves the finding.
// REQUIRES: clang-tidy
// RUN: rm -rf %t && mkdir -p %t && %strip %s > %t/nolint.cu
// RUN: %clang-tidy -checks='-*,hipport-*' %t/nolint.cu -- %tidy-cuda-args > %t/tidy.out 2> /dev/null
// RUN: FileCheck %s --input-file=%t/tidy.out --implicit-check-not='warning:'

__device__ float sums(float v) {
  v += __shfl_down_sync(0xffffffff, v, 1); // NOLINT(hipport-warp-full-mask)
  // NOLINTNEXTLINE(hipport-warp-*)
  v += __shfl_down_sync(0xffffffff, v, 2);
  // NOLINTBEGIN(hipport-warp-full-mask)
  v += __shfl_down_sync(0xffffffff, v, 4);
  // NOLINTEND(hipport-warp-full-mask)
  v += __shfl_down_sync(0xffffffff, v, 8); // NOLINT(bugprone-narrowing-conversions)
  // CHECK: nolint.cu:[[@LINE-1]]:25: warning: 32-bit full mask passed to '__shfl_down_sync'{{.*}}[hipport-warp-full-mask]
  return v;
}
