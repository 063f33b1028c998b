// Stand-in for HIP's NVIDIA platform (see hip_runtime.h here): HIP's half
// precision there is CUDA's, which hip_runtime.h already includes.
#include "hip_runtime.h"
