// Stand-in for <cuda_bf16.h>: code under test compiles
// against the warp model (test/model/WarpModel.h), not a GPU toolkit.
// CUDA's bfloat16 types are HIP's in the model (WarpModelBf16.h); the
// conversions below are CUDA's only: no HIP release up to 7.0 declares
// them, so converted code must not reach them.
#include "../WarpModel.h"
#include "../WarpModelBf16.h"
#include "cuda_fp16.h"

using __nv_bfloat16 = __hip_bfloat16;
using __nv_bfloat162 = __hip_bfloat162;
using __nv_bfloat16_raw = __hip_bfloat16_raw;
using __nv_bfloat162_raw = __hip_bfloat162_raw;
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

inline __nv_bfloat16 __float2bfloat16_rn(float F) { return __nv_bfloat16(F); }
inline __nv_bfloat162 __float2bfloat162_rn(float F) {
  return __nv_bfloat162(F, F);
}
inline __nv_bfloat162 __floats2bfloat162_rn(float Low, float High) {
  return __nv_bfloat162(Low, High);
}
inline int __bfloat162int_rn(__nv_bfloat16 H) {
  return int(std::nearbyint(H.f()));
}
inline int __bfloat162int_rz(__nv_bfloat16 H) { return int(H.f()); }
inline __nv_bfloat16 __int2bfloat16_rn(int V) { return __nv_bfloat16(V); }
