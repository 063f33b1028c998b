// cuSPARSE: handles, the generic SpMat API, enums in a switch, and a status
// check macro become hipSPARSE; the output compiles.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>
#include <cusparse.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hipsparse/hipsparse.h>

#define CUSPARSE_CHECK(call)                                                   \
  do {                                                                         \
    cusparseStatus_t s_ = (call);                                              \
    if (s_ != CUSPARSE_STATUS_SUCCESS)                                         \
      return name(s_);                                                         \
  } while (0)
// CHECK: hipsparseStatus_t s_ = (call);
// CHECK-NEXT: if (s_ != HIPSPARSE_STATUS_SUCCESS)

static int name(cusparseStatus_t s) {
  switch (s) {
  case CUSPARSE_STATUS_NOT_INITIALIZED:
    // CHECK: case HIPSPARSE_STATUS_NOT_INITIALIZED:
    return 1;
  case CUSPARSE_STATUS_ALLOC_FAILED:
    // CHECK: case HIPSPARSE_STATUS_ALLOC_FAILED:
    return 2;
  default:
    return 3;
  }
}

int csr(int rows, int cols, int nnz, int *offsets, int *columns, float *values,
        cudaStream_t stream) {
  cusparseHandle_t handle;
  // CHECK: hipsparseHandle_t handle;
  CUSPARSE_CHECK(cusparseCreate(&handle));
  CUSPARSE_CHECK(cusparseSetStream(handle, stream));
  // CHECK: CUSPARSE_CHECK(hipsparseCreate(&handle));
  // CHECK: CUSPARSE_CHECK(hipsparseSetStream(handle, stream));
  cusparseSpMatDescr_t mat;
  CUSPARSE_CHECK(cusparseCreateCsr(&mat, rows, cols, nnz, offsets, columns,
                                   values, CUSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                                   CUDA_R_32F));
  // CHECK: hipsparseSpMatDescr_t mat;
  // CHECK: CUSPARSE_CHECK(hipsparseCreateCsr(&mat, rows, cols, nnz, offsets, columns,
  // CHECK: values, HIPSPARSE_INDEX_32I,
  // CHECK: HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO,
  // CHECK: HIP_R_32F));
  CUSPARSE_CHECK(cusparseDestroySpMat(mat));
  CUSPARSE_CHECK(cusparseDestroy(handle));
  // CHECK: CUSPARSE_CHECK(hipsparseDestroySpMat(mat));
  // CHECK: CUSPARSE_CHECK(hipsparseDestroy(handle));
  return 0;
}
