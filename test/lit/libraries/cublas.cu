// cuBLAS: the v2 API (cublasSgemm is a macro for cublasSgemm_v2) becomes
// hipBLAS. Debian ships no hipBLAS headers, so the names are checked against
// hipBLAS's sources only: no compile check, and the query says [unverified].
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hipport mappings query cublasSgemm_v2 | FileCheck %s --check-prefix=QUERY
// QUERY: cublasSgemm_v2 (function, cublas): hipblasSgemm [unverified]

#include <cublas_v2.h>
// CHECK: #include <hipblas/hipblas.h>

#define CUBLAS_CHECK(call)                                                     \
  do {                                                                         \
    if ((call) != CUBLAS_STATUS_SUCCESS)                                       \
      return 1;                                                                \
  } while (0)
// CHECK: if ((call) != HIPBLAS_STATUS_SUCCESS)

static cublasOperation_t transpose(bool t) { return t ? CUBLAS_OP_T : CUBLAS_OP_N; }
// CHECK: static hipblasOperation_t transpose(bool t) { return t ? HIPBLAS_OP_T : HIPBLAS_OP_N; }

int gemm(int n, const float *a, const float *b, float *c, cudaStream_t s) {
  cublasHandle_t handle;
  // CHECK: hipblasHandle_t handle;
  CUBLAS_CHECK(cublasCreate(&handle));
  CUBLAS_CHECK(cublasSetStream(handle, s));
  // CHECK: CUBLAS_CHECK(hipblasCreate(&handle));
  // CHECK: CUBLAS_CHECK(hipblasSetStream(handle, s));
  const float one = 1.0f, zero = 0.0f;
  CUBLAS_CHECK(cublasSgemm(handle, transpose(false), CUBLAS_OP_N, n, n, n, &one,
                           a, n, b, n, &zero, c, n));
  // CHECK: CUBLAS_CHECK(hipblasSgemm(handle, transpose(false), HIPBLAS_OP_N, n, n, n, &one,
  CUBLAS_CHECK(cublasDestroy(handle));
  // CHECK: CUBLAS_CHECK(hipblasDestroy(handle));
  return 0;
}
