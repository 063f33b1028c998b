// The legacy cuBLAS API (cublas.h) has no hipBLAS counterpart, but its
// status type does: cublas.h `#define`s cublasStatus as cublasStatus_t,
// which the handle API shares, so it becomes hipBLAS's hipblasStatus_t (as
// HIPIFY writes it); a legacy function is still reported. The output
// compiles against a stand-in of hipBLAS's header.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %hip-syntax -DHIPPORT_WITHOUT_LEGACY -I%S/Inputs/hipblas3 %t.hip

#include <cublas.h>
// CHECK: #include <hipblas/hipblas.h>

cublasStatus check(cublasStatus status) {
  // CHECK: hipblasStatus_t check(hipblasStatus_t status) {
  return status == CUBLAS_STATUS_SUCCESS ? status : CUBLAS_STATUS_SUCCESS;
}

#ifndef HIPPORT_WITHOUT_LEGACY
cublasStatus start() { return cublasInit(); }
// CHECK: hipblasStatus_t start() { return cublasInit(); }
// WARN: warning: 'cublasInit' has no HIP equivalent: the legacy cuBLAS API (cublas.h) has no hipBLAS counterpart
#endif
