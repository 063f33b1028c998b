// A stand-in, written for hipport's tests, for HIP's hip/hip_bf16.h (HIP 5.6
// on; Debian's HIP 5.2 has none), with the conversion and the shuffle of HIP 7.0 the
// tests call.
#pragma once
#include <hip/hip_runtime.h>

struct __hip_bfloat16 {
  unsigned short data;
};
__device__ __hip_bfloat16 __int2bfloat16_rn(int i);
// HIP 7.0 adds the mask-less shuffles for bfloat16 (amd_hip_bf16.h).
__device__ inline __hip_bfloat16 __shfl_xor(__hip_bfloat16 var, int lane_mask,
                                            int width = 64) {
  return var;
}
