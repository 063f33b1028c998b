// What nvcc predefines and clang 19 does not (share/cuda-prelude): `#if
// __CUDACC__` (clang defines __CUDACC__ empty, which is an error in #if) and
// the __nv_atomic_* built-ins of CUDA 12.8 with their __NV_ATOMIC_* and
// __NV_THREAD_SCOPE_* constants (HeCBench's hausdorff, atomicCAS, scatter and
// ssim use them). The unit parses in full: no hipport-partial-analysis note,
// and the built-ins are reported as CUDA names without a mapping instead of
// hiding the rest of the file. The converted guard compiles as HIP.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint 2>&1
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint --implicit-check-not=hipport-partial-analysis --implicit-check-not=error
// RUN: %hipport convert %t.cu -o %t.hip --disable=hipport-unmapped-api
// RUN: FileCheck %s --check-prefix=HIP --input-file=%t.hip
// RUN: %hip-syntax -DHIPPORT_GUARD_ONLY %t.hip
#include <cuda_runtime.h>

#if __CUDACC__
// HIP: #if __HIPCC__
__device__ int onDevice() { return 1; }
#endif

#ifndef HIPPORT_GUARD_ONLY
__device__ unsigned relaxedLoad(unsigned *p) {
  return __nv_atomic_load_n(p, __NV_ATOMIC_RELAXED);
  // LINT: .cu:[[@LINE-1]]:10: warning: '__nv_atomic_load_n' is a CUDA function that hipport has no mapping for{{.*}}[hipport-unmapped-api]
  // LINT: .cu:[[@LINE-2]]:32: warning: '__NV_ATOMIC_RELAXED' is a CUDA enumerator{{.*}}[hipport-unmapped-api]
}

__device__ bool claim(unsigned *p) {
  unsigned expected = 0;
  return __nv_atomic_compare_exchange_n(p, &expected, 1u, false,
                                        __NV_ATOMIC_ACQUIRE,
                                        __NV_ATOMIC_RELAXED,
                                        __NV_THREAD_SCOPE_DEVICE);
  // LINT: .cu:[[@LINE-4]]:10: warning: '__nv_atomic_compare_exchange_n'{{.*}}[hipport-unmapped-api]
  // LINT: .cu:[[@LINE-4]]:41: warning: '__NV_ATOMIC_ACQUIRE'{{.*}}[hipport-unmapped-api]
  // LINT: .cu:[[@LINE-4]]:41: warning: '__NV_ATOMIC_RELAXED'{{.*}}[hipport-unmapped-api]
  // LINT: .cu:[[@LINE-4]]:41: warning: '__NV_THREAD_SCOPE_DEVICE'{{.*}}[hipport-unmapped-api]
}

__device__ unsigned bump(unsigned *p) {
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_BLOCK);
  // LINT: .cu:[[@LINE-1]]:3: warning: '__nv_atomic_thread_fence'{{.*}}[hipport-unmapped-api]
  // LINT: .cu:[[@LINE-2]]:28: warning: '__NV_ATOMIC_SEQ_CST'{{.*}}[hipport-unmapped-api]
  // LINT: .cu:[[@LINE-3]]:49: warning: '__NV_THREAD_SCOPE_BLOCK'{{.*}}[hipport-unmapped-api]
  return __nv_atomic_fetch_add(p, 1u, __NV_ATOMIC_RELAXED);
  // LINT: .cu:[[@LINE-1]]:10: warning: '__nv_atomic_fetch_add'{{.*}}[hipport-unmapped-api]
  // LINT: .cu:[[@LINE-2]]:39: warning: '__NV_ATOMIC_RELAXED'{{.*}}[hipport-unmapped-api]
}
#endif
