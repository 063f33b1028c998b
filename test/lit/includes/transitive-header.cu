// cublas_v2.h includes cuda_bf16.h, hipBLAS's header does not include
// hip/hip_bf16.h (the hip-includes facts of the tables, from the headers):
// a file that uses __nv_bfloat16 with only cublas_v2.h gets the HIP header
// of bfloat16 added after its converted include, in the include's style,
// once. The output compiles against the HIP 7.0 and hipBLAS stand-ins, and
// without the added include it would not. At --hip-version=5.2, which has
// no hip_bf16.h, the type is hip_bfloat16 and its header,
// hip/hip_bfloat16.h, is the one added; that output compiles against
// Debian's HIP 5.2 headers (the hipBLAS stand-in after them), and without
// the added include it would not.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax -I%S/../tables/Inputs/hip70 %t.hip
// RUN: grep -v 'hip_bf16.h' %t.hip > %t.without.hip
// RUN: not %hip-syntax -I%S/../tables/Inputs/hip70 %t.without.hip 2>&1 | FileCheck %s --check-prefix=WITHOUT
// WITHOUT: error: unknown type name '__hip_bfloat16'
// RUN: %hipport convert %t.cu -o %t.52.hip --hip-version=5.2
// RUN: FileCheck %s --check-prefix=OLD --input-file=%t.52.hip
// RUN: %hip-syntax -idirafter %S/../tables/Inputs/hip70 %t.52.hip
// RUN: grep -v 'hip_bfloat16.h' %t.52.hip > %t.52.without.hip
// RUN: not %hip-syntax -idirafter %S/../tables/Inputs/hip70 %t.52.without.hip 2>&1 | FileCheck %s --check-prefix=OLD-WITHOUT
// OLD-WITHOUT: error: unknown type name 'hip_bfloat16'

#include <cublas_v2.h>
// CHECK:      #include <hipblas/hipblas.h>
// CHECK-NEXT: #include <hip/hip_bf16.h>
// CHECK-NOT:  #include
// OLD:        #include <hipblas/hipblas.h>
// OLD-NEXT:   #include <hip/hip_bfloat16.h>
// OLD-NOT:    #include
// OLD:        __device__ hip_bfloat16 twice(hip_bfloat16 x)

__device__ __nv_bfloat16 twice(__nv_bfloat16 x) { return x; }
__global__ void scale(__nv_bfloat16 *p) { p[threadIdx.x] = twice(p[0]); }

int run() {
  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS)
    return 1;
  return cublasDestroy(handle) != CUBLAS_STATUS_SUCCESS;
}
