// cuComplex: the types, arithmetic and make_cuComplex become
// hip_complex.h's, on host and device. Compiles.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax %t.hip

#include <cuComplex.h>
// CHECK: #include <hip/hip_complex.h>
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

__global__ void axpy(cuFloatComplex a, const cuFloatComplex *x, cuComplex *y) {
// CHECK: __global__ void axpy(hipFloatComplex a, const hipFloatComplex *x, hipComplex *y) {
  int i = threadIdx.x;
  y[i] = cuCaddf(cuCmulf(a, x[i]), y[i]);
// CHECK: y[i] = hipCaddf(hipCmulf(a, x[i]), y[i]);
}

__host__ __device__ float norm2(cuDoubleComplex z) {
// CHECK: __host__ __device__ float norm2(hipDoubleComplex z) {
  cuComplex f = make_cuComplex((float)cuCreal(z), (float)cuCimag(z));
// CHECK: hipComplex f = make_hipComplex((float)hipCreal(z), (float)hipCimag(z));
  return cuCrealf(f) * cuCrealf(f) + cuCimagf(f) * cuCimagf(f) + (float)cuCabs(z);
// CHECK: return hipCrealf(f) * hipCrealf(f) + hipCimagf(f) * hipCimagf(f) + (float)hipCabs(z);
}

cuComplex one() { return make_cuFloatComplex(1.0f, 0.0f); }
// CHECK: hipComplex one() { return make_hipFloatComplex(1.0f, 0.0f); }
