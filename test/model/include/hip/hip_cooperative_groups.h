// Stand-in for <hip/hip_cooperative_groups.h>: code under test compiles
// against the warp model (test/model/WarpModel.h), not a GPU toolkit.
#include "../../WarpModel.h"
