// cuSOLVER's Jacobi parameter handles, syevjInfo_t and gesvdjInfo_t, have no
// cusolver prefix for the prefix rules to find: they become hipSOLVER's
// hipsolverSyevjInfo_t and hipsolverGesvdjInfo_t, the types the converted
// hipsolverDn*Syevj*/Gesvdj* functions take, and nothing is reported. The
// output compiles against a stand-in of hipSOLVER's header that declares
// no cuSOLVER name, at HIP 5.2 and 7.0.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax -I%S/Inputs/hipsolver-jacobi %t.hip
// RUN: %hipport convert %t.cu -o %t.70.hip 2> %t.70.err
// RUN: FileCheck %s --input-file=%t.70.hip
// RUN: count 0 < %t.70.err
// RUN: %hip-syntax -I%S/Inputs/hipsolver-jacobi %t.70.hip

#include <cusolverDn.h>
// CHECK: #include <hipsolver/hipsolver.h>

int configure(cusolverDnHandle_t handle, double tol, int sweeps) {
  syevjInfo_t syevj;
  // CHECK: hipsolverSyevjInfo_t syevj;
  gesvdjInfo_t gesvdj;
  // CHECK: hipsolverGesvdjInfo_t gesvdj;
  if (cusolverDnCreateSyevjInfo(&syevj) != CUSOLVER_STATUS_SUCCESS)
    // CHECK: if (hipsolverDnCreateSyevjInfo(&syevj) != HIPSOLVER_STATUS_SUCCESS)
    return -1;
  cusolverDnXsyevjSetTolerance(syevj, tol);
  // CHECK: hipsolverDnXsyevjSetTolerance(syevj, tol);
  cusolverDnXsyevjSetMaxSweeps(syevj, sweeps);
  // CHECK: hipsolverDnXsyevjSetMaxSweeps(syevj, sweeps);
  int executed = 0;
  cusolverDnXsyevjGetSweeps(handle, syevj, &executed);
  // CHECK: hipsolverDnXsyevjGetSweeps(handle, syevj, &executed);
  cusolverDnCreateGesvdjInfo(&gesvdj);
  // CHECK: hipsolverDnCreateGesvdjInfo(&gesvdj);
  cusolverDnXgesvdjSetTolerance(gesvdj, tol);
  // CHECK: hipsolverDnXgesvdjSetTolerance(gesvdj, tol);
  cusolverDnDestroyGesvdjInfo(gesvdj);
  // CHECK: hipsolverDnDestroyGesvdjInfo(gesvdj);
  cusolverDnDestroySyevjInfo(syevj);
  // CHECK: hipsolverDnDestroySyevjInfo(syevj);
  return executed;
}
