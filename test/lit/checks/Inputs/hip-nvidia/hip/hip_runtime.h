// A stand-in for HIP's NVIDIA platform (hip/hip_runtime.h as HIP installs it
// for HIP_PLATFORM=nvidia: CUDA's headers plus nvidia_detail/), written for
// hipport's tests. It declares what the tables record of those headers
// (upstream/hip-nvidia-overloads.names, HIP 5.3 and later): atomicMin and
// atomicMax of float and double as device functions, and the shuffles
// without a mask as macros over CUDA's *_sync functions. Compiled as CUDA
// (%cuda-syntax), a converted file that still defines one of these does not
// compile here, as it would not with HIP's real NVIDIA headers and nvcc.
#ifndef HIPPORT_TEST_HIP_NVIDIA_RUNTIME_H
#define HIPPORT_TEST_HIP_NVIDIA_RUNTIME_H

#define __HIP_PLATFORM_NVIDIA__ 1
#define HIP_VERSION_MAJOR 6
#define HIP_VERSION_MINOR 0

#include <cuda_runtime.h>
#include <cuda_fp16.h> // before the macros below, as nvidia_hip_runtime_api.h has it

__device__ inline float atomicMax(float *Address, float Value) {
  int Seen = __float_as_int(*Address);
  while (Value > __int_as_float(Seen)) {
    int Old = Seen;
    Seen = atomicCAS((int *)Address, Old, __float_as_int(Value));
    if (Seen == Old)
      break;
  }
  return __int_as_float(Seen);
}
__device__ inline float atomicMin(float *Address, float Value) {
  int Seen = __float_as_int(*Address);
  while (Value < __int_as_float(Seen)) {
    int Old = Seen;
    Seen = atomicCAS((int *)Address, Old, __float_as_int(Value));
    if (Seen == Old)
      break;
  }
  return __int_as_float(Seen);
}
__device__ inline double atomicMax(double *Address, double Value) {
  unsigned long long Seen = __double_as_longlong(*Address);
  while (Value > __longlong_as_double(Seen)) {
    unsigned long long Old = Seen;
    Seen = atomicCAS((unsigned long long *)Address, Old,
                     __double_as_longlong(Value));
    if (Seen == Old)
      break;
  }
  return __longlong_as_double(Seen);
}
__device__ inline double atomicMin(double *Address, double Value) {
  unsigned long long Seen = __double_as_longlong(*Address);
  while (Value < __longlong_as_double(Seen)) {
    unsigned long long Old = Seen;
    Seen = atomicCAS((unsigned long long *)Address, Old,
                     __double_as_longlong(Value));
    if (Seen == Old)
      break;
  }
  return __longlong_as_double(Seen);
}

#define __shfl(...) __shfl_sync(0xffffffff, __VA_ARGS__)
#define __shfl_up(...) __shfl_up_sync(0xffffffff, __VA_ARGS__)
#define __shfl_down(...) __shfl_down_sync(0xffffffff, __VA_ARGS__)
#define __shfl_xor(...) __shfl_xor_sync(0xffffffff, __VA_ARGS__)

#endif
