// math_constants.h becomes hip/hip_math_constants.h and its CUDART_ constants
// HIP_ ones. Neither is in the HIP 5.2 headers installed here (the header
// came with ROCm 5.3), so no compile check; an older --hip-version says so.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hipport convert %t.cu -o %t.old.hip --hip-version=5.2 2>&1 | FileCheck %s --check-prefix=OLD
// OLD: warning: 'hip/hip_math_constants.h' (for 'math_constants.h') needs HIP 5.3 but the output targets HIP 5.2 (--hip-version) [hipport-needs-newer-hip]
// OLD: warning: 'HIP_PI_F' (for 'CUDART_PI_F') needs HIP 5.3
// OLD: warning: 'HIP_INF' (for 'CUDART_INF') needs HIP 5.7

#include <math_constants.h>
// CHECK: #include <hip/hip_math_constants.h>

__global__ void angles(float *out, double *wide) {
  out[threadIdx.x] = CUDART_PI_F * threadIdx.x;
// CHECK: out[threadIdx.x] = HIP_PI_F * threadIdx.x;
  wide[threadIdx.x] = CUDART_INF;
// CHECK: wide[threadIdx.x] = HIP_INF;
}
