// Two-pass sum reduction: every block reduces a grid-strided slice of the
// input to one partial sum, then a single block adds the partial sums.
#include "cuda_check.cuh"
#include "kernels.cuh"

#include <algorithm>

namespace {

constexpr int kMaxReduceBlocks = 1024;

__global__ void blockReduceSum(const float *__restrict__ in,
                               float *__restrict__ out, int n) {
  // One slot per warp of the block, sized by the launch.
  extern __shared__ float warpSums[];

  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    sum += in[i];
  }

  const int lane = threadIdx.x % warpSize;
  const int warp = threadIdx.x / warpSize;
  const int numWarps = (blockDim.x + warpSize - 1) / warpSize;

  sum = warpReduceSum(sum);
  if (lane == 0) {
    warpSums[warp] = sum;
  }
  __syncthreads();

  if (warp == 0) {
    sum = lane < numWarps ? warpSums[lane] : 0.0f;
    sum = warpReduceSum(sum);
    if (lane == 0) {
      out[blockIdx.x] = sum;
    }
  }
}

int reduceBlocks(int n) {
  return std::max(1, std::min(divUp(n, kReduceThreads), kMaxReduceBlocks));
}

} // namespace

int reduceScratchSize(int n) { return reduceBlocks(n); }

cudaError_t reduceSum(const float *d_in, float *d_scratch, float *d_result,
                      int n, cudaStream_t stream) {
  const dim3 block(kReduceThreads);
  const dim3 grid(reduceBlocks(n));
  // Enough for one float per warp whatever the hardware warp width (>= 32).
  const size_t shmemBytes = divUp(kReduceThreads, 32) * sizeof(float);

  blockReduceSum<<<grid, block, shmemBytes, stream>>>(d_in, d_scratch, n);
  cudaError_t status = cudaGetLastError();
  if (status != cudaSuccess) {
    return status;
  }
  blockReduceSum<<<1, block, shmemBytes, stream>>>(d_scratch, d_result,
                                                   static_cast<int>(grid.x));
  return cudaGetLastError();
}
