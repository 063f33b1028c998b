// cuRAND's device API headers that curand_kernel.h includes become
// hipRAND's hiprand_kernel.h, which declares all of it; a second include of
// it is dropped. The MTGP32 host helpers and parameter table map to their
// own headers. Each used to be left as the CUDA include, which HIP does not
// find. The MTGP32 host setup converts to hipRAND's functions of the same
// shape (they were not in the tables), over rocRAND's parameter table of
// the same name. The output compiles with the installed hipRAND and rocRAND.
// The CUDA declarations hipport generates have no MTGP32 host headers
// (decls.py, which writes them, does not include those headers): toolkit
// only.
// UNSUPPORTED: no-cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip --implicit-check-not='#include <curand' --implicit-check-not='#include <hiprand/hiprand_kernel.h>'
// RUN: count 0 < %t.err
// RUN: %hip-syntax %t.hip

#include <curand_kernel.h>
// CHECK: #include <hiprand/hiprand_kernel.h>{{$}}
#include <curand_normal.h>
#include <curand_discrete.h>
#include <curand_mtgp32_host.h>
// CHECK: #include <hiprand/hiprand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>
// CHECK: #include <rocrand/rocrand_mtgp32_11213.h>

__global__ void sample(curandState *states, float *out) {
  // CHECK: __global__ void sample(hiprandState *states, float *out) {
  out[threadIdx.x] = curand_normal(&states[threadIdx.x]);
  // CHECK: out[threadIdx.x] = hiprand_normal(&states[threadIdx.x]);
}

curandStatus_t setup(curandStateMtgp32 *states, mtgp32_kernel_params_t *params,
                     const mtgp32_params_fast_t *fast) {
  curandStatus_t s = curandMakeMTGP32Constants(mtgp32dc_params_fast_11213, params);
  // CHECK: hiprandStatus_t s = hiprandMakeMTGP32Constants(mtgp32dc_params_fast_11213, params);
  if (s != CURAND_STATUS_SUCCESS || fast == nullptr)
    return s;
  return curandMakeMTGP32KernelState(states, mtgp32dc_params_fast_11213, params,
                                     mtgpdc_params_11213_num, 1234);
  // CHECK: return hiprandMakeMTGP32KernelState(states, mtgp32dc_params_fast_11213, params,
  // CHECK-NEXT: mtgpdc_params_11213_num, 1234);
}
