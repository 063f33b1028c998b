// cuSOLVER dense: the handle, getrf with its workspace query and a potrf
// workspace query become hipSOLVER. hipSOLVER is not installed here (entries
// unverified), so no compile check.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
#include <cusolverDn.h>
// CHECK: #include <hipsolver/hipsolver.h>

int factor(float *A, int n, int *ipiv, int *info) {
  cusolverDnHandle_t handle;
// CHECK: hipsolverDnHandle_t handle;
  if (cusolverDnCreate(&handle) != CUSOLVER_STATUS_SUCCESS)
// CHECK: if (hipsolverDnCreate(&handle) != HIPSOLVER_STATUS_SUCCESS)
    return -1;
  int lwork = 0;
  cusolverDnSgetrf_bufferSize(handle, n, n, A, n, &lwork);
// CHECK: hipsolverDnSgetrf_bufferSize(handle, n, n, A, n, &lwork);
  float *work;
  cudaMalloc(&work, sizeof(float) * lwork);
// CHECK: hipMalloc(&work, sizeof(float) * lwork);
  cusolverStatus_t st = cusolverDnSgetrf(handle, n, n, A, n, work, ipiv, info);
// CHECK: hipsolverStatus_t st = hipsolverDnSgetrf(handle, n, n, A, n, work, ipiv, info);
  int plwork = 0;
  cusolverDnSpotrf_bufferSize(handle, CUBLAS_FILL_MODE_LOWER, n, A, n, &plwork);
// CHECK: hipsolverDnSpotrf_bufferSize(handle, HIPBLAS_FILL_MODE_LOWER, n, A, n, &plwork);
  cudaFree(work);
// CHECK: hipFree(work);
  cusolverDnDestroy(handle);
// CHECK: hipsolverDnDestroy(handle);
  return st == CUSOLVER_STATUS_SUCCESS ? 0 : 1;
// CHECK: return st == HIPSOLVER_STATUS_SUCCESS ? 0 : 1;
}
