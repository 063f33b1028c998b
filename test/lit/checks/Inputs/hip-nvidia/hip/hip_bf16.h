// Stand-in for HIP's NVIDIA platform (see hip_runtime.h here): HIP's
// bfloat16 there is CUDA's, under HIP's names.
#include "hip_runtime.h"
#include <cuda_bf16.h>
typedef struct __nv_bfloat16 __hip_bfloat16;
typedef struct __nv_bfloat162 __hip_bfloat162;
