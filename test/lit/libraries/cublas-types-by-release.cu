// cuBLAS's data type converts to the spelling of the target HIP release:
// hipBLAS 3.0 (ROCm 7.0) removed hipblasDatatype_t for hipDataType, which
// its *Ex functions take (tools/hipport-tablegen/upstream/
// hipblas-changes.names); older releases keep hipblasDatatype_t. The 7.0
// output compiles against a stand-in of hipBLAS 3.0's header, which, like
// the real one, no longer declares hipblasDatatype_t.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.70.hip --hip-version=7.0 2> %t.70.err
// RUN: FileCheck %s --check-prefixes=CHECK,V70 --input-file=%t.70.hip
// RUN: count 0 < %t.70.err
// RUN: %hip-syntax -I%S/Inputs/hipblas3 %t.70.hip
// RUN: %hipport convert %t.cu -o %t.62.hip --hip-version=6.2
// RUN: FileCheck %s --check-prefixes=CHECK,V62 --input-file=%t.62.hip
// RUN: %hipport mappings query cublasDataType_t | FileCheck %s --check-prefix=QUERY
// QUERY: cublasDataType_t (type, cublas): hipDataType [HIP 7.0+] [unverified]; before HIP 7.0: hipblasDatatype_t

#include <cublas_v2.h>

cublasStatus_t gemm(cublasHandle_t h, int n, const float *a, const float *b,
                    float *c) {
  const float one = 1.0f, zero = 0.0f;
  cublasDataType_t type = CUDA_R_32F;
  // V70: hipDataType type = HIP_R_32F;
  // V62: hipblasDatatype_t type = HIP_R_32F;
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  // CHECK: hipblasComputeType_t compute = HIPBLAS_COMPUTE_32F;
  return cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, type, n,
                      b, type, n, &zero, c, type, n, compute,
                      CUBLAS_GEMM_DEFAULT);
  // CHECK: return hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, a, type, n,
  // CHECK: b, type, n, &zero, c, type, n, compute,
  // CHECK: HIPBLAS_GEMM_DEFAULT);
}
