// Rows of 32 threads, each summed by rowSum: consistent 32-lane groups,
// right at 64 lanes as written.
#include "rows.cuh"

__global__ void rowSums(const float *in, float *out) {
  int lane = threadIdx.x % 32;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  float s = rowSum(in[blockIdx.x * blockDim.x + threadIdx.x]);
  if (lane == 0)
    out[row] = s;
}

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<float> in(128), out(4);
  for (int i = 0; i < 128; ++i)
    in[i] = i;
  hipmodel::launch(rowSums, 1, 128, in.data(), out.data());
  printf("rows %g %g %g %g\n", out[0], out[1], out[2], out[3]);
}
#endif
