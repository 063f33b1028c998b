// Before HIP 6.0, HIP's __half2 declares its members x and y as unsigned
// short, the raw bits, where CUDA's are __half. So `(float)h.x` converted as
// written compiles and reads 1.5 as 15872, and `h.y = v` stores v's value as
// an integer. Below 6.0 each access becomes reinterpret_cast<__half &>(...);
// the output is compiled for the host with Debian's HIP 5.2 headers and run,
// and must print what CUDA computes. From 6.0 on the members are left as they
// are.
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip --hip-version=5.2 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/k.hip
// RUN: FileCheck %s --check-prefix=NOTE --input-file=%t/err
// RUN: clang++-19 -x hip --cuda-host-only -nogpulib --rocm-path=/usr \
// RUN:   --hip-version=5.2 -w %t/out/k.hip -o %t/k
// RUN: %t/k | FileCheck %s --check-prefix=RESULT
// RUN: %hip-syntax %t/out/k.hip
// RUN: %hipport convert %t/in/k.cu -o %t/out60/k.hip --hip-version=6.0 2> %t/err60
// RUN: FileCheck %s --check-prefix=HIP60 --input-file=%t/out60/k.hip
// RUN: FileCheck %s --check-prefix=HIP60-NOTE --allow-empty --input-file=%t/err60

#include <cstdio>
#include <cuda_fp16.h>
// CHECK: #include "hipport/compat.h"

#define AS_FLOAT(e) ((float)(e))
#define LOW_OF(h) ((float)(h).x)

__host__ __device__ half2 pair(float Low, float High) {
  return __floats2half2_rn(Low, High);
}

// NOTE: k.cu:[[@LINE+3]]:58: note: before HIP 6.0 a __half2's 'x' is its raw bits (unsigned short), not a __half; written as 'reinterpret_cast<__half &>(...)', the __half it is in CUDA [hipport-half2-member]
// NOTE: k.cu:[[@LINE+2]]:71: note: {{.*}}'y'{{.*}} [hipport-half2-member]
// CHECK: __host__ __device__ float sum(half2 h) { return (float)reinterpret_cast<__half &>(h.x) + (float)reinterpret_cast<__half &>(h.y); }
__host__ __device__ float sum(half2 h) { return (float)h.x + (float)h.y; }

// CHECK: __host__ __device__ float high(const half2 &h) { return (float)reinterpret_cast<const __half &>(h.y); }
__host__ __device__ float high(const half2 &h) { return (float)h.y; }

// CHECK: __host__ __device__ void set_low(half2 *p, float v) { reinterpret_cast<__half &>(p->x) = __float2half(v); }
__host__ __device__ void set_low(half2 *p, float v) { p->x = __float2half(v); }

// CHECK: __host__ __device__ float low_of_temporary() { return AS_FLOAT(reinterpret_cast<__half &>(pair(0.5f, 8.0f).x)); }
__host__ __device__ float low_of_temporary() { return AS_FLOAT(pair(0.5f, 8.0f).x); }

// CHECK: __host__ __device__ __half copy_high(half2 h) { __half v = reinterpret_cast<__half &>(h.y); return v; }
__host__ __device__ __half copy_high(half2 h) { __half v = h.y; return v; }

// An access the code already reads as a half is left as it is:
// CHECK: __host__ __device__ float low_already_cast(half2 h) { return (float)reinterpret_cast<half &>(h.x); }
__host__ __device__ float low_already_cast(half2 h) { return (float)reinterpret_cast<half &>(h.x); }

// Accesses hipport cannot rewrite are reported, not left silently:
// in a macro's body,
// NOTE: k.cu:[[@LINE+1]]:{{[0-9]+}}: warning: before HIP 6.0 a __half2's 'x' is its raw bits (unsigned short), not a __half; this access is spelled in a macro's body, so write 'reinterpret_cast<__half &>(h.x)' there by hand [hipport-half2-raw-bits]
__host__ __device__ float low_by_macro(half2 h) { return LOW_OF(h); }

// In a template whose object's type is a parameter, instantiated with half2
// and float2, the access becomes the compat header's accessor, the half for
// a half2 and the member for anything else:
template <typename Pair> __host__ __device__ float first(Pair p) {
  // NOTE: k.cu:[[@LINE+2]]:19: note: before HIP 6.0 a __half2's 'x' is its raw bits (unsigned short), not a __half; in this template, instantiated with '__half2' and possibly other types, written as 'hipport::half2_x(...)' of hipport/compat.h: the __half for a __half2, the member for any other type [hipport-half2-member]
  // CHECK: return (float)hipport::half2_x(p) + (float)hipport::half2_y(*((&p)));
  return (float)p.x + (float)(&p)->y;
}
float first_of_floats() { return first(make_float2(1.0f, 2.0f)); }
float first_of_halves() { return first(pair(1.5f, 2.0f)); }

int main() {
  half2 h = pair(1.5f, -2.25f);
  // RESULT: sum -0.75 high -2.25 cast 1.5
  printf("sum %g high %g cast %g\n", sum(h), high(h), low_already_cast(h));
  set_low(&h, 3.0f);
  // RESULT: first 3 3.5
  printf("first %g %g\n", first_of_floats(), first_of_halves());
  // RESULT: low 3 temporary 0.5 copy -2.25
  printf("low %g temporary %g copy %g\n", __low2float(h), low_of_temporary(),
         __half2float(copy_high(h)));
  return 0;
}
// HIP60: { return (float)h.x + (float)h.y; }
// HIP60: { p->x = __float2half(v); }
// HIP60-NOTE-NOT: hipport-half2
