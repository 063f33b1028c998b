// Intrinsics that the target HIP lacks and hipport has no shim for are
// reported and left as written, never renamed as if converted: HIP 5.2 to
// 7.0 declare no __vavgs2 or __vavgs4 (CUDA does not say which way their
// signed average rounds, so there is no shim). The tanh approximations and
// the ReLU fused multiply-adds, which no HIP declares either, become the
// compat header's shims (compat/half-functions.cu and compat/half-fma.cu
// prove them). rsqrtf of a
// __half is no such case: neither
// CUDA nor HIP declares a __half overload, and on both the argument
// converts to float, so it stays and compiles. hrsqrt is HIP's too.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax -DHIPPORT_TARGET_HAS_IT %t.hip
// RUN: not %hip-syntax %t.hip 2>&1 | FileCheck %s --check-prefix=HIP-LACKS
#include <cuda_fp16.h>

__global__ void kernel(__half *h, __half2 *h2, float *f, unsigned *u) {
  int i = threadIdx.x;
  f[i] = rsqrtf(h[i]);
  // CHECK: f[i] = rsqrtf(h[i]);
  h[i] = hrsqrt(h[i]);
  // CHECK: h[i] = hrsqrt(h[i]);
  h2[i] = h2tanh_approx(h2[i]);
  // CHECK: h2[i] = hipport::h2tanh_approx(h2[i]);
  h2[i] = __hfma2_relu(h2[i], h2[i], h2[i]);
  // CHECK: h2[i] = hipport::hfma2_relu(h2[i], h2[i], h2[i]);
  h[i] = __hfma_relu(h[i], h[i], h[i]);
  // CHECK: h[i] = hipport::hfma_relu(h[i], h[i], h[i]);
#ifndef HIPPORT_TARGET_HAS_IT
  u[i] = __vavgs2(u[i], u[i + 1]);
  // WARN: .cu:[[@LINE-1]]:10: warning: '__vavgs2' has no HIP equivalent{{.*}}[hipport-unsupported-api]
  // CHECK: u[i] = __vavgs2(u[i], u[i + 1]);
  // HIP-LACKS: error: use of undeclared identifier '__vavgs2'
  u[i] = __vavgs4(u[i], u[i + 1]);
  // WARN: .cu:[[@LINE-1]]:10: warning: '__vavgs4' has no HIP equivalent{{.*}}[hipport-unsupported-api]
#endif
}
