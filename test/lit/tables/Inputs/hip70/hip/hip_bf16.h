// A stand-in, written for hipport's tests, for HIP's hip/hip_bf16.h (HIP 5.7
// on; Debian's HIP 5.2 has none), with the conversion and the shuffle of HIP
// 7.0 the tests call and what hipport/compat.h needs.
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
// What hipport/compat.h's conversions use (HIP 5.7 on).
struct __hip_bfloat162 {
  __hip_bfloat16 x, y;
};
__host__ __device__ __hip_bfloat16 __ushort_as_bfloat16(unsigned short u);
__host__ __device__ unsigned short __bfloat16_as_ushort(__hip_bfloat16 h);
__host__ __device__ __hip_bfloat162 __halves2bfloat162(__hip_bfloat16 a,
                                                       __hip_bfloat16 b);
__host__ __device__ __hip_bfloat16 __low2bfloat16(__hip_bfloat162 a);
__host__ __device__ __hip_bfloat16 __high2bfloat16(__hip_bfloat162 a);
__host__ __device__ float __bfloat162float(__hip_bfloat16 a);
__host__ __device__ __hip_bfloat16 __float2bfloat16(float f);
