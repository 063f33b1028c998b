// A stand-in, written for hipport's tests, for hipBLAS's hipblas/hipblas.h
// (the layout of ROCm 6 and later; Debian packages no hipBLAS): the
// declarations the tests call, and, like the real header, the HIP runtime
// API but not hip/hip_bf16.h.
#pragma once
#include <hip/hip_runtime_api.h>

typedef void *hipblasHandle_t;
typedef enum { HIPBLAS_STATUS_SUCCESS = 0 } hipblasStatus_t;
hipblasStatus_t hipblasCreate(hipblasHandle_t *handle);
hipblasStatus_t hipblasDestroy(hipblasHandle_t handle);
