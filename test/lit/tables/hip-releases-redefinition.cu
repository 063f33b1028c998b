// Only a collision with the target release is acted on: HIP 7.0 defines
// the mask-less __shfl_xor for bfloat16 (6.4 does not), so a project's own
// one (CUDA has only __shfl_xor_sync for it) is kept out of AMD builds at
// --hip-version=7.0, as written (no HIP build compiles it, so nothing in it
// is renamed), where the output compiles against the HIP 7.0 stand-in; at
// 6.4 it is converted like any other function and not reported.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %hip-syntax -I%S/Inputs/hip70 %t.hip
// RUN: %hipport convert %t.cu -o %t.64.hip --hip-version=6.4 2> %t.64.err
// RUN: FileCheck %s --check-prefix=OLD --input-file=%t.64.hip
// RUN: not grep hipport-hip-redefinition %t.64.err

#include <cuda_runtime.h>
#include <cuda_bf16.h>

__device__ __nv_bfloat16 __shfl_xor(__nv_bfloat16 v, int mask, int width) {
  return __shfl_xor_sync(0xffffffffu, v, mask, width);
}
// CHECK:      #if !defined(__HIP_PLATFORM_AMD__)
// CHECK-NEXT: __device__ __nv_bfloat16 __shfl_xor(__nv_bfloat16 v, int mask, int width) {
// CHECK-NEXT:   return __shfl_xor_sync(0xffffffffu, v, mask, width);
// CHECK-NEXT: }
// CHECK-NEXT: #endif
// DIAG: .cu:[[@LINE-8]]:26: warning: HIP defines '__shfl_xor(__hip_bfloat16,int,int)' too (since HIP 7.0; the output targets 7.0)
// OLD-NOT: #if
// OLD: __device__ __hip_bfloat16 __shfl_xor(__hip_bfloat16 v, int mask, int width) {

__global__ void k(__nv_bfloat16 *p) { p[threadIdx.x] = __shfl_xor(p[threadIdx.x], 1, 32); }
