// Host entry points implemented in src/reduce.cu and src/transpose.cu.
#pragma once

#include <cuda_runtime.h>

// Threads per block used by the reduction.
constexpr int kReduceThreads = 256;

// Number of floats of device scratch space reduceSum needs for n inputs.
int reduceScratchSize(int n);

// Sums the n floats at d_in into *d_result (a device pointer). d_scratch must
// hold reduceScratchSize(n) floats. Work is queued on `stream`; the returned
// status reports launch errors only.
cudaError_t reduceSum(const float *d_in, float *d_scratch, float *d_result,
                      int n, cudaStream_t stream);

// Writes the transpose of the rows x cols row-major matrix d_in to d_out
// (cols x rows). Runs on the default stream.
void transposeMatrix(float *d_out, const float *d_in, int rows, int cols);
