// A helper shared by two kernels: the sum of a 32-lane row. Right at 64
// lanes for rows of 32 threads (two rows per wavefront, rows.cu), wrong for
// a whole-warp sum (total.cu). Respelling it for one breaks the other.
#pragma once

__device__ float rowSum(float v) {
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  return v;
}
