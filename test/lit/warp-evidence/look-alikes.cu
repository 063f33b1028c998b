// Evidence for what the warp rules deliberately ignore: tile arithmetic with
// a TILE template argument of 32, bit sets packed into 32-bit words, fixed
// groups of 32 threads per data segment, and a reduction over an explicit
// thread_block_tile<32>. None meets a 64-lane wavefront's lanes, so hipport
// reports nothing, converts only names, and the result is the same at 32
// and 64 lanes.
// RUN: %strip %s > %t.cu
// RUN: %hipport lint %t.cu | count 0
// RUN: %hipport convert %t.cu -o %t.hip
// The output compiles against the HIP 6.2+ stand-in and, converted for
// it, against Debian's HIP 5.2.
// RUN: %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip
// RUN: %hipport convert %t.cu -o %t.52.hip --hip-version=5.2
// RUN: %hip-syntax --hip-version=5.2 %t.52.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --implicit-check-not=model
// RUN: %warp-model --width 64 %t.cu | FileCheck %s --implicit-check-not=model
// RUN: %warp-model --width 32 --platform hip %t.hip | FileCheck %s --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --implicit-check-not=model
// CHECK: transpose 1 bits 0x55555555 segments 2 tiles 8256

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

template <int TILE> __global__ void transpose(const int *in, int *out) {
  __shared__ int tile[TILE][TILE + 1];
  int r = threadIdx.x / TILE, c = threadIdx.x % TILE;
  tile[r][c] = in[threadIdx.x];
  __syncthreads();
  if (r < TILE && c < TILE)
    out[c * TILE + r] = tile[r][c];
}
template __global__ void transpose<32>(const int *, int *);

__global__ void bitSet(const int *in, unsigned *words) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (in[i] % 2 == 0)
    atomicOr(&words[i / 32], 1u << (i % 32));
}

// Groups of 32 threads each scale their own segment, striding by 32.
__global__ void scaleSegments(int *data, int segment) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int group = gid / 32, id = gid % 32;
  for (int j = group * segment + id; j < (group + 1) * segment; j += 32)
    data[j] *= 2;
}

__global__ void tileSums(const float *in, float *out) {
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += tile.shfl_down(v, o);
  int warp = threadIdx.x / 32;
  if (threadIdx.x % 32 == 0)
    atomicAdd(&out[warp], v);
}

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(1024), out(1024, 0);
  for (int i = 0; i < 1024; ++i)
    in[i] = i;
  hipmodel::launch(transpose<32>, 1, 1024, in.data(), out.data());
  bool transposed = true;
  for (int r = 0; r < 32; ++r)
    for (int c = 0; c < 32; ++c)
      transposed &= out[c * 32 + r] == in[r * 32 + c];
  std::vector<unsigned> words(4, 0);
  hipmodel::launch(bitSet, 1, 128, in.data(), words.data());
  std::vector<int> data(256, 1);
  hipmodel::launch(scaleSegments, 1, 64, data.data(), 128);
  std::vector<float> f(128), sums(4, 0.0f);
  for (int i = 0; i < 128; ++i)
    f[i] = i + 1;
  hipmodel::launch(tileSums, 1, 128, f.data(), sums.data());
  printf("transpose %d bits 0x%08x segments %d tiles %g\n", transposed,
         words[3], data[255], sums[0] + sums[1] + sums[2] + sums[3]);
}
#endif
