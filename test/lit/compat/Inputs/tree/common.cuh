#pragma once
__device__ inline int smallest(int v) { return __reduce_min_sync(~0ull, v); }
