// Stand-in for <cooperative_groups/reduce.h>: code under test compiles
// against the warp model (test/model/WarpModel.h), not a GPU toolkit.
#include "../../WarpModel.h"
