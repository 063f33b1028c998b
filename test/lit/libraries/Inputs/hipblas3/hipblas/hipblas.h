// A stand-in, written for hipport's tests, for hipBLAS 3.0's (ROCm 7.0)
// hipblas/hipblas.h, which no header snapshot holds: what hipBLAS's
// "Deprecations by version" documentation says of it. The HIPBLAS_V2 API is
// the only one: the *Ex functions take hipDataType and, as the GEMM compute
// type, hipblasComputeType_t; hipblasDatatype_t is gone.
#pragma once
#include <hip/hip_runtime_api.h>
#include <hip/library_types.h>
#include <hip/hip_complex.h>
#include <stdint.h>

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

// The level-1 functions of cublas-v2-spellings.cu: the _v2 complex ones take
// hipComplex (before hipBLAS 3.0 the plain name took hipblasComplex), and
// the ILP64 forms have the _64 suffix.
hipblasStatus_t hipblasSdot(hipblasHandle_t handle, int n, const float *x,
                            int incx, const float *y, int incy, float *result);
hipblasStatus_t hipblasSdot_64(hipblasHandle_t handle, int64_t n,
                               const float *x, int64_t incx, const float *y,
                               int64_t incy, float *result);
hipblasStatus_t hipblasCdotu_v2(hipblasHandle_t handle, int n,
                                const hipComplex *x, int incx,
                                const hipComplex *y, int incy,
                                hipComplex *result);
hipblasStatus_t hipblasCdotu_v2_64(hipblasHandle_t handle, int64_t n,
                                   const hipComplex *x, int64_t incx,
                                   const hipComplex *y, int64_t incy,
                                   hipComplex *result);
