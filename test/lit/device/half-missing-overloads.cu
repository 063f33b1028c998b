// Half-precision intrinsics that the target HIP lacks and hipport has no
// shim for are reported and left as written, never renamed as if
// converted: HIP 5.2 to 7.0 declare no __hfma2_relu or __hfma_relu. The
// tanh approximations, which no HIP declares either, become the compat
// header's shims (compat/half-functions.cu proves them). rsqrtf of a
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

__global__ void kernel(__half *h, __half2 *h2, float *f) {
  int i = threadIdx.x;
  f[i] = rsqrtf(h[i]);
  // CHECK: f[i] = rsqrtf(h[i]);
  h[i] = hrsqrt(h[i]);
  // CHECK: h[i] = hrsqrt(h[i]);
  h2[i] = h2tanh_approx(h2[i]);
  // CHECK: h2[i] = hipport::h2tanh_approx(h2[i]);
#ifndef HIPPORT_TARGET_HAS_IT
  h2[i] = __hfma2_relu(h2[i], h2[i], h2[i]);
  // WARN: .cu:[[@LINE-1]]:11: warning: '__hfma2_relu' has no HIP equivalent: no HIP counterpart declared in HIP 5.2 to HIP 7.0 [hipport-unsupported-api]
  // CHECK: h2[i] = __hfma2_relu(h2[i], h2[i], h2[i]);
  // HIP-LACKS: error: use of undeclared identifier '__hfma2_relu'
  h[i] = __hfma_relu(h[i], h[i], h[i]);
  // WARN: .cu:[[@LINE-1]]:10: warning: '__hfma_relu' has no HIP equivalent{{.*}}[hipport-unsupported-api]
#endif
}
