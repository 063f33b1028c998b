// Library names the installed ROCm 5.3 libraries lack but later releases
// declare: cuSPARSE's error string (hipSPARSE 6.0), cuda_bf16's
// __int2bfloat16_rn (HIP 7.0) and the OpenGL interop header (HIP 5.6)
// convert at --hip-version=7.0; at 5.2 they are reported, and the error
// string is written with hipport/compat.h's shim (compat/sparse-error-string.cu).
// Outputs go to a directory of the test's own: at 5.2 the compat header is
// written next to the output, where no other test's may be.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %strip %s > %t/t.cu
// RUN: %hipport convert %t/t.cu -o %t/t.hip --hip-version=7.0 2> %t/t.err
// RUN: FileCheck %s --input-file=%t/t.hip
// RUN: FileCheck %s --check-prefix=NEW --allow-empty --input-file=%t/t.err
// RUN: %hip-syntax -I%S/Inputs/hip70 -include hip70_library_declarations.h %t/t.hip
// RUN: %hipport convert %t/t.cu -o %t/t.52.hip --hip-version=5.2 2> %t/t.52.err
// RUN: FileCheck %s --check-prefix=OLD --input-file=%t/t.52.err

#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cusparse.h>

const char *describe(cusparseStatus_t s) { return cusparseGetErrorString(s); }
// CHECK: const char *describe(hipsparseStatus_t s) { return hipsparseGetErrorString(s); }
// OLD: .cu:[[@LINE-2]]:51: note: HIP 5.2 has no 'cusparseGetErrorString' (--hip-version); written with hipport/compat.h as 'hipport::sparseGetErrorString'

__device__ __nv_bfloat16 fromInt(int i) { return __int2bfloat16_rn(i); }
// CHECK: __device__ __hip_bfloat16 fromInt(int i) { return __int2bfloat16_rn(i); }
// OLD: .cu:[[@LINE-2]]:50: warning: '__int2bfloat16_rn' (for '__int2bfloat16_rn') needs HIP 7.0 but the output targets HIP 5.2

// NEW-NOT: needs HIP
