// CUDA lacks atomicMin/atomicMax for float and double, so projects define
// them; HIP 5.2 defines both, so the converted code would redefine them.
// They are reported, and kept out of AMD builds by one #if around the run of
// adjacent definitions; an overload HIP does not declare (float*, int) is
// the project's own and left alone. What the guarded definitions hold is
// then nobody's concern on AMD, and CUDA's on NVIDIA: no finding. The
// output compiles with HIP 5.2, and without the fix it would not (the same
// code with only the include converted fails with "redefinition").
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip-syntax %t.hip
// RUN: sed -e 's#cuda_runtime.h#hip/hip_runtime.h#' %t.cu > %t.unfixed.hip
// RUN: not %hip-syntax %t.unfixed.hip 2>&1 | FileCheck %s --check-prefix=UNFIXED
// UNFIXED: error: redefinition of 'atomicMin'
// UNFIXED: error: redefinition of 'atomicMax'
// Converting the output again changes nothing.
// RUN: %hipport convert %t.hip -o %t.again.hip --hip-version=5.2
// RUN: diff %t.hip %t.again.hip

#include <cuda_runtime.h>

__device__ __forceinline__ float atomicMin(float *addr, float value) {
  unsigned *p = (unsigned *)addr, old = *p;
  while (value < __uint_as_float(old)) {
    unsigned seen = atomicCAS(p, old, __float_as_uint(value));
    if (seen == old)
      break;
    old = seen;
  }
  return __uint_as_float(old);
}
__device__ double atomicMax(double *address, double val) {
  unsigned long long *p = (unsigned long long *)address;
#if CUDA_VERSION >= 12080
  unsigned long long old = __nv_atomic_load_n(p, __NV_ATOMIC_RELAXED), seen;
#else
  unsigned long long old = *p, seen;
#endif
  do {
    seen = old;
    old = atomicCAS(p, seen,
                    __double_as_longlong(fmax(val, __longlong_as_double(seen))));
  } while (seen != old);
  return __longlong_as_double(old);
}
// CHECK:      #if !defined(__HIP_PLATFORM_AMD__)
// CHECK-NEXT: __device__ __forceinline__ float atomicMin(float *addr, float value) {
// CHECK:      __device__ double atomicMax(double *address, double val) {
// CHECK:        return __longlong_as_double(old);
// CHECK-NEXT: }
// CHECK-NEXT: #endif
// DIAG: .cu:[[@LINE-30]]:34: warning: HIP defines 'atomicMin(float*,float)' too (since HIP 5.2; the output targets 5.2): the converted code redefines it and does not compile; keep the project's definition out of AMD builds (#if !defined(__HIP_PLATFORM_AMD__)) [hipport-hip-redefinition]
// DIAG: .cu:[[@LINE-21]]:19: warning: HIP defines 'atomicMax(double*,double)' too
// No finding about the code AMD builds no longer see (HeCBench lebesgue):
// neither its CUDA_VERSION guard nor the CUDA names HIP lacks.

__device__ int atomicMin(float *addr, int value) {
  return atomicMin((int *)addr, value);
}
// CHECK-NOT: #if
// CHECK:      __device__ int atomicMin(float *addr, int value) {

__global__ void k(float *m, double *d, const float *v) {
  atomicMin(m, v[threadIdx.x]);
  atomicMax(d, (double)v[threadIdx.x]);
  atomicMin(m, 3);
}
