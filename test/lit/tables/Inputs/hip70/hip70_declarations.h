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
template <typename MaskT> __device__ int __reduce_add_sync(MaskT mask, int v) {
  HIPPORT_STAND_IN_64BIT_MASK(MaskT);
  return v;
}
template <typename MaskT>
__device__ unsigned __reduce_max_sync(MaskT mask, unsigned v) {
  HIPPORT_STAND_IN_64BIT_MASK(MaskT);
  return v;
}

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
