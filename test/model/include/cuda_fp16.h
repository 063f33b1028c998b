// Stand-in for <cuda_fp16.h>: code under test compiles
// against the warp model (test/model/WarpModel.h), not a GPU toolkit.
#include "../WarpModel.h"
#include "../WarpModelHalf.h"
