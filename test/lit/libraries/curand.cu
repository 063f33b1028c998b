// cuRAND: the host generator API and the device API become hipRAND, the
// header guard CURAND_H_ becomes HIPRAND_H_, and the output compiles.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>
#include <curand.h>
#include <curand_kernel.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hiprand/hiprand.h>
// CHECK-NEXT: #include <hiprand/hiprand_kernel.h>

#ifdef CURAND_H_
// CHECK: #ifdef HIPRAND_H_
#define HAVE_RNG 1
#endif

#define CURAND_CHECK(call)                                                     \
  do {                                                                         \
    if ((call) != CURAND_STATUS_SUCCESS)                                       \
      return -1;                                                               \
  } while (0)
// CHECK: if ((call) != HIPRAND_STATUS_SUCCESS)

__global__ void draw(curandState *states, float *out, unsigned long long seed) {
  // CHECK: __global__ void draw(hiprandState *states, float *out, unsigned long long seed) {
  int i = threadIdx.x;
  curand_init(seed, i, 0, &states[i]);
  out[i] = curand_uniform(&states[i]) + curand_normal(&states[i]);
  // CHECK: hiprand_init(seed, i, 0, &states[i]);
  // CHECK-NEXT: out[i] = hiprand_uniform(&states[i]) + hiprand_normal(&states[i]);
}

template <typename Fn> curandStatus_t with_seed(curandGenerator_t g, Fn fn) {
  // CHECK: template <typename Fn> hiprandStatus_t with_seed(hiprandGenerator_t g, Fn fn) {
  return fn(g, 1234ULL);
}

int fill(float *d, size_t n) {
  curandGenerator_t gen;
  CURAND_CHECK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
  // CHECK: hiprandGenerator_t gen;
  // CHECK: CURAND_CHECK(hiprandCreateGenerator(&gen, HIPRAND_RNG_PSEUDO_DEFAULT));
  CURAND_CHECK(with_seed(gen, curandSetPseudoRandomGeneratorSeed));
  // CHECK: CURAND_CHECK(with_seed(gen, hiprandSetPseudoRandomGeneratorSeed));
  CURAND_CHECK(curandGenerateUniform(gen, d, n));
  CURAND_CHECK(curandDestroyGenerator(gen));
  // CHECK: CURAND_CHECK(hiprandGenerateUniform(gen, d, n));
  // CHECK: CURAND_CHECK(hiprandDestroyGenerator(gen));
  return HAVE_RNG;
}
