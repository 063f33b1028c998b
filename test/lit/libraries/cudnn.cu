// cuDNN: only names checked by hand map to MIOpen (the handle, create and
// destroy, the status and tensor descriptor types); any other call, such as
// cudnnAddTensor, is left as it is and reported with the reason.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cudnn.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK: #include <miopen/miopen.h>

int run(cudnnTensorDescriptor_t x, const float *dx) {
// CHECK: int run(miopenTensorDescriptor_t x, const float *dx) {
  cudnnHandle_t handle;
// CHECK: miopenHandle_t handle;
  if (cudnnCreate(&handle) != CUDNN_STATUS_SUCCESS)
// CHECK: if (miopenCreate(&handle) != miopenStatusSuccess)
    return -1;
  float alpha = 1.0f;
  cudnnStatus_t st = cudnnAddTensor(handle, &alpha, x, dx, &alpha, x, nullptr);
// CHECK: miopenStatus_t st = cudnnAddTensor(handle, &alpha, x, dx, &alpha, x, nullptr);
// DIAG: :[[@LINE-2]]:22: warning: 'cudnnAddTensor' has no HIP equivalent: MIOpen has no API-compatible counterpart; port this code to MIOpen by hand [hipport-unsupported-api]
  cudnnDestroy(handle);
// CHECK: miopenDestroy(handle);
  return st == CUDNN_STATUS_SUCCESS ? 0 : 1;
// CHECK: return st == miopenStatusSuccess ? 0 : 1;
}
