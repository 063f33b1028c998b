// From HIP 6.2 the *_sync intrinsics exist, so for the default (newest) HIP
// version the call keeps its name; only its 32-bit mask is widened, which
// HIP 6.2 requires.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning

__device__ float warpSum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  // CHECK: v += __shfl_down_sync(__activemask(), v, offset);
  // DIAG: .cu:[[@LINE-2]]:27: warning: 32-bit full mask passed to '__shfl_down_sync'{{.*}}[hipport-warp-full-mask]
  return v;
}
