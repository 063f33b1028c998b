// A stand-in, written for hipport's tests, for hipBLAS 3.0's (ROCm 7.0)
// hipblas/hipblas.h, which no header snapshot holds: what hipBLAS's
// "Deprecations by version" documentation says of it. The HIPBLAS_V2 API is
// the only one: the *Ex functions take hipDataType and, as the GEMM compute
// type, hipblasComputeType_t; hipblasDatatype_t is gone.
#pragma once
#include <hip/hip_runtime_api.h>
#include <hip/library_types.h>

typedef void *hipblasHandle_t;
typedef enum { HIPBLAS_STATUS_SUCCESS = 0 } hipblasStatus_t;
typedef enum {
  HIPBLAS_OP_N = 111,
  HIPBLAS_OP_T = 112,
  HIPBLAS_OP_C = 113
} hipblasOperation_t;
typedef enum { HIPBLAS_GEMM_DEFAULT = 160 } hipblasGemmAlgo_t;
typedef enum {
  HIPBLAS_COMPUTE_16F = 0,
  HIPBLAS_COMPUTE_32F = 2,
  HIPBLAS_COMPUTE_64F = 4
} hipblasComputeType_t;

hipblasStatus_t hipblasGemmEx(hipblasHandle_t handle, hipblasOperation_t transA,
                              hipblasOperation_t transB, int m, int n, int k,
                              const void *alpha, const void *A,
                              hipDataType aType, int lda, const void *B,
                              hipDataType bType, int ldb, const void *beta,
                              void *C, hipDataType cType, int ldc,
                              hipblasComputeType_t computeType,
                              hipblasGemmAlgo_t algo);
