// rowSum used as a whole-warp sum next to hardware lane ids: a 32-lane
// assumption, wrong at 64 lanes (lanes 32-63 are never added).
#include "rows.cuh"

__global__ void total(const float *in, float *out) {
  float s = rowSum(in[blockIdx.x * blockDim.x + threadIdx.x]);
  if (threadIdx.x % warpSize == 0)
    atomicAdd(out, s);
}

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<float> in(128);
  for (int i = 0; i < 128; ++i)
    in[i] = i;
  float sum = 0;
  hipmodel::launch(total, 1, 128, in.data(), &sum);
  printf("total %g\n", sum);
}
#endif
