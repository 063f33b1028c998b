// A stand-in, written for hipport's tests, for declarations that HIP 7.0
// has and Debian's HIP 5.2 lacks (tools/hipport-tablegen/upstream/
// hip-since.names dates each one). Only the signatures matter: the tests
// compile hipport's output for --hip-version=7.0 against Debian's headers
// plus this file. Like HIP 7.0 the *_sync functions insist on 64-bit masks.
#pragma once
#include <hip/hip_runtime.h>

#define HIPPORT_STAND_IN_64BIT_MASK(MaskT)                                     \
  static_assert(sizeof(MaskT) == 8, "The mask must be a 64-bit integer.")

template <typename MaskT> __device__ void __syncwarp(MaskT mask) {
  HIPPORT_STAND_IN_64BIT_MASK(MaskT);
}
__device__ inline void __syncwarp() {}
// The __reduce_*_sync functions, with CUDA's overloads.
#define HIPPORT_STAND_IN_REDUCE(NAME, T)                                       \
  template <typename MaskT> __device__ T NAME(MaskT mask, T v) {               \
    HIPPORT_STAND_IN_64BIT_MASK(MaskT);                                        \
    return v;                                                                  \
  }
HIPPORT_STAND_IN_REDUCE(__reduce_add_sync, int)
HIPPORT_STAND_IN_REDUCE(__reduce_add_sync, unsigned)
HIPPORT_STAND_IN_REDUCE(__reduce_min_sync, int)
HIPPORT_STAND_IN_REDUCE(__reduce_min_sync, unsigned)
HIPPORT_STAND_IN_REDUCE(__reduce_max_sync, int)
HIPPORT_STAND_IN_REDUCE(__reduce_max_sync, unsigned)
HIPPORT_STAND_IN_REDUCE(__reduce_and_sync, unsigned)
HIPPORT_STAND_IN_REDUCE(__reduce_or_sync, unsigned)
HIPPORT_STAND_IN_REDUCE(__reduce_xor_sync, unsigned)
#undef HIPPORT_STAND_IN_REDUCE

// hipErrorInvalidTexture (HIP 6.3) and HIP_R_16BF (HIP 5.5) are enumerators
// there; a constant of the enum's type stands in for them here.
constexpr hipError_t hipErrorInvalidTexture = static_cast<hipError_t>(8);
inline const hipDataType HIP_R_16BF = static_cast<hipDataType>(14);

// HIP 7.0's launch with attributes.
struct hipLaunchAttribute;
struct hipLaunchConfig_t {
  dim3 gridDim, blockDim;
  size_t dynamicSmemBytes;
  hipStream_t stream;
  hipLaunchAttribute *attrs;
  unsigned numAttrs;
};
hipError_t hipLaunchKernelExC(const hipLaunchConfig_t *config,
                              const void *fPtr, void **args);
