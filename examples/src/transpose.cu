// Tiled matrix transpose through shared memory. Each block moves one
// TILE x TILE tile; the extra column in the tile avoids bank conflicts on the
// column-wise reads.
#include "cuda_check.cuh"
#include "kernels.cuh"

namespace {

constexpr int TILE = 32;
constexpr int BLOCK_ROWS = 8;

template <typename T>
__global__ void transpose(T *__restrict__ out, const T *__restrict__ in,
                          int rows, int cols) {
  __shared__ T tile[TILE][TILE + 1];

  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += BLOCK_ROWS) {
    if (x < cols && y + j < rows) {
      tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * cols + x];
    }
  }

  __syncthreads();

  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += BLOCK_ROWS) {
    if (x < rows && y + j < cols) {
      out[(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
    }
  }
}

} // namespace

void transposeMatrix(float *d_out, const float *d_in, int rows, int cols) {
  const dim3 block(TILE, BLOCK_ROWS);
  const dim3 grid(divUp(cols, TILE), divUp(rows, TILE));
  transpose<float><<<grid, block>>>(d_out, d_in, rows, cols);
  CUDA_CHECK(cudaGetLastError());
}
