// HIP's NVIDIA platform headers define atomicMin and atomicMax of float and
// double too (from HIP 5.3): a project's definition of one of those is kept
// out of NVIDIA builds as well as AMD ones, or the converted program no
// longer builds with HIP on NVIDIA, where it built as CUDA. An overload only
// AMD's headers define stays in NVIDIA builds, where CUDA lacks it and the
// program calls it. A name HIP's NVIDIA platform defines as a macro
// (`(...)`, as __shfl: CUDA's own headers declare every __shfl a project
// could define, so a table of the test's own gives atomicMax one) covers
// every overload.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// AMD: Debian's HIP 5.2 headers.
// RUN: %hip-syntax %t.hip
// NVIDIA: the output compiled as CUDA against a stand-in of HIP's NVIDIA
// headers (Inputs/hip-nvidia), where every project definition above is in
// conflict unless it is left out.
// RUN: %cuda-syntax -I %S/Inputs/hip-nvidia %t.hip
// RUN: sed -e 's#!defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__)#!defined(__HIP_PLATFORM_AMD__)#' %t.hip > %t.amd-only.hip
// RUN: not %cuda-syntax -I %S/Inputs/hip-nvidia %t.amd-only.hip 2>&1 | FileCheck %s --check-prefix=AMD-ONLY
// AMD-ONLY: error: redefinition of 'atomicMin'
// AMD-ONLY: error: redefinition of 'atomicMax'
// Below 5.3 HIP's NVIDIA headers have no atomicMin for float: AMD only.
// RUN: %hipport convert %t.cu -o %t.52.hip --hip-version=5.2 2> %t.52.err
// RUN: FileCheck %s --check-prefix=HIP52 --input-file=%t.52.hip
// Converting the output again changes nothing.
// RUN: %hipport convert %t.hip -o %t.again.hip
// RUN: diff %t.hip %t.again.hip
// RUN: sed -n 's#^// TABLE: \{0,1\}##p' %s > %t.yaml
// RUN: %hipport convert %t.cu -o %t.macro.hip --mappings %t.yaml 2> %t.macro.err
// RUN: FileCheck %s --check-prefix=MACRO --input-file=%t.macro.hip
// TABLE: entries:
// TABLE:   - cuda: atomicMax
// TABLE:     hip: atomicMax
// TABLE:     kind: function
// TABLE:     hip-overloads: ["(double*,double) 5.2", "(unsigned long*,unsigned long) 5.2"]
// TABLE:     hip-nvidia-overloads: ["(...) 5.2"]

#include <cuda_runtime.h>

__device__ float atomicMin(float *addr, float value) {
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
  unsigned long long old = *p, seen;
  do {
    seen = old;
    old = atomicCAS(p, seen,
                    __double_as_longlong(fmax(val, __longlong_as_double(seen))));
  } while (seen != old);
  return __longlong_as_double(old);
}
// CHECK:      #if !defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__)
// CHECK-NEXT: __device__ float atomicMin(float *addr, float value) {
// CHECK:      __device__ double atomicMax(double *address, double val) {
// CHECK:        return __longlong_as_double(old);
// CHECK-NEXT: }
// CHECK-NEXT: #endif
// DIAG: .cu:[[@LINE-26]]:18: warning: HIP defines 'atomicMin(float*,float)' too (since HIP 5.2; the output targets 7.0): the converted code redefines it and does not compile; HIP's NVIDIA platform defines it as well, so keep the project's definition out of both (#if !defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__)) [hipport-hip-redefinition]
// DIAG: .cu:[[@LINE-17]]:19: warning: HIP defines 'atomicMax(double*,double)' too {{.*}} HIP's NVIDIA platform defines it as well
// HIP52:      #if !defined(__HIP_PLATFORM_AMD__)
// HIP52-NEXT: __device__ float atomicMin(float *addr, float value) {

__device__ unsigned long atomicMax(unsigned long *address, unsigned long val) {
  return (unsigned long)atomicMax((unsigned long long *)address,
                                  (unsigned long long)val);
}
// CHECK:      #if !defined(__HIP_PLATFORM_AMD__)
// CHECK-NEXT: __device__ unsigned long atomicMax(unsigned long *address, unsigned long val) {
// CHECK:      }
// CHECK-NEXT: #endif
// DIAG: .cu:[[@LINE-8]]:26: warning: HIP defines 'atomicMax(unsigned long*,unsigned long)' too {{.*}} keep the project's definition out of AMD builds (#if !defined(__HIP_PLATFORM_AMD__))
// MACRO:      return __longlong_as_double(old);
// MACRO:      #if !defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__)
// MACRO-NEXT: __device__ unsigned long atomicMax(unsigned long *address, unsigned long val) {

// Adjacent definitions with different guards: one insertion closes the
// first #if and opens the next (two at one place would conflict).
__device__ double atomicMin(double *a, double v) { return v; }
__device__ unsigned long atomicMin(unsigned long *a, unsigned long v) { return v; }
// CHECK:      #if !defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__)
// CHECK-NEXT: __device__ double atomicMin(double *a, double v) { return v; }
// CHECK-NEXT: #endif
// CHECK-NEXT: #if !defined(__HIP_PLATFORM_AMD__)
// CHECK-NEXT: __device__ unsigned long atomicMin(unsigned long *a, unsigned long v) { return v; }
// CHECK-NEXT: #endif
// DIAG: .cu:[[@LINE-8]]:19: warning: HIP defines 'atomicMin(double*,double)' too {{.*}} HIP's NVIDIA platform defines it as well
// DIAG: .cu:[[@LINE-8]]:26: warning: HIP defines 'atomicMin(unsigned long*,unsigned long)' too {{.*}} out of AMD builds

__global__ void k(float *m, double *d, unsigned long *u, const float *v) {
  atomicMin(m, v[threadIdx.x]);
  atomicMax(d, (double)v[threadIdx.x]);
  atomicMax(u, 3ul);
}
