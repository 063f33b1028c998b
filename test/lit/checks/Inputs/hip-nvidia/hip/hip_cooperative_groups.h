// Stand-in for HIP's NVIDIA platform (see hip_runtime.h here): HIP's
// cooperative groups there are CUDA's.
#include "hip_runtime.h"
#include <cooperative_groups.h>
