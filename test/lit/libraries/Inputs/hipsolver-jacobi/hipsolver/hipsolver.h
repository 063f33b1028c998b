// A stand-in, written for hipport's tests, for the part of hipSOLVER's
// hipsolver/hipsolver.h that the Jacobi eigensolver and SVD set-up use
// (hipSOLVER is not packaged by Debian). What it declares is what hipSOLVER's
// compatibility API (internal/hipsolver-compat.h) declares in ROCm 5.2 to 6.3
// (tools/hipport-tablegen/upstream/hipsolver-since.names lists none of these
// names, so each is in 5.2 and every later snapshot):
// the Jacobi parameter handles are opaque pointers of their own names, and
// the cuSOLVER-style functions take them. Nothing here declares cuSOLVER's
// syevjInfo_t or gesvdjInfo_t, so an unconverted one does not compile.
#pragma once
#include <hip/hip_runtime_api.h>

typedef enum { HIPSOLVER_STATUS_SUCCESS = 0 } hipsolverStatus_t;
typedef void *hipsolverHandle_t;
typedef hipsolverHandle_t hipsolverDnHandle_t;
typedef void *hipsolverGesvdjInfo_t;
typedef void *hipsolverSyevjInfo_t;

#ifdef __cplusplus
extern "C" {
#endif
hipsolverStatus_t hipsolverDnCreate(hipsolverDnHandle_t *handle);
hipsolverStatus_t hipsolverDnDestroy(hipsolverDnHandle_t handle);
hipsolverStatus_t hipsolverDnCreateSyevjInfo(hipsolverSyevjInfo_t *info);
hipsolverStatus_t hipsolverDnDestroySyevjInfo(hipsolverSyevjInfo_t info);
hipsolverStatus_t hipsolverDnXsyevjSetTolerance(hipsolverSyevjInfo_t info,
                                                double tolerance);
hipsolverStatus_t hipsolverDnXsyevjSetMaxSweeps(hipsolverSyevjInfo_t info,
                                                int max_sweeps);
hipsolverStatus_t hipsolverDnXsyevjGetSweeps(hipsolverDnHandle_t handle,
                                             hipsolverSyevjInfo_t info,
                                             int *executed_sweeps);
hipsolverStatus_t hipsolverDnCreateGesvdjInfo(hipsolverGesvdjInfo_t *info);
hipsolverStatus_t hipsolverDnDestroyGesvdjInfo(hipsolverGesvdjInfo_t info);
hipsolverStatus_t hipsolverDnXgesvdjSetTolerance(hipsolverGesvdjInfo_t info,
                                                 double tolerance);
#ifdef __cplusplus
}
#endif
