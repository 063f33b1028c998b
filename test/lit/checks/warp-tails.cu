// More 32-lane assumptions found in real code: a loop whose condition is the
// bare counter, masks of the lanes below (-1 << lane), the first warp as the
// first 32 threads, warps striding by 32, and host code reading warpSize.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip --hip-version=5.2 2>/dev/null
// RUN: FileCheck %s --input-file=%t.hip --check-prefix=FIXED
// RUN: %drop-stops %t.hip > %t.compiled.hip
// RUN: %hip-syntax %t.compiled.hip

__global__ void countPositive(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int offs = 16; offs; offs >>= 1)
    // CHECK: .cu:[[@LINE-1]]:19: warning: shuffle reduction starts at offset 16{{.*}}[hipport-warp-shuffle-32]
    // FIXED: for (int offs = warpSize / 2; offs; offs >>= 1)
    v += __shfl_down_sync(0xffffffff, v, offs);
  const int lane = threadIdx.x % warpSize;
  unsigned long long ball = __ballot_sync(0xffffffff, in[threadIdx.x] > 0);
  int below = __popcll(ball & ~(-1 << lane));
  // CHECK: .cu:[[@LINE-1]]:36: warning: lane mask built in 32 bits{{.*}}build it from ~0ull [hipport-warp-lane-mask]
  // FIXED: int below = __popcll(ball & ~(~0ull << lane));
  out[threadIdx.x] = v + below;
}

// CHECK: .cu:[[@LINE+2]]:17: error: 'tail' assumes 32-lane warps at line [[#@LINE+4]], which cannot be ported automatically (whether the first 32 threads mean 32 elements or one warp is the code's choice){{.*}}[hipport-warp-hand-port]
// FIXED: #error "hipport: 'tail' assumes 32-lane warps at line [[#@LINE+3]] of the CUDA source
__global__ void tail(float *x, float *out) {
  int tid = threadIdx.x;
  if (tid < 32) {
    // CHECK: .cu:[[@LINE-1]]:11: warning: selects the first warp as the first 32 threads{{.*}}(no automatic fix: whether the first 32 threads mean 32 elements or one warp is the code's choice) [hipport-warp-lane-arithmetic]
    // FIXED: if (tid < 32) {
    float v = x[tid];
    for (int o = warpSize / 2; o > 0; o >>= 1)
      v += __shfl_down_sync(0xffffffff, v, o);
    if (tid == 0)
      *out = v;
  }
  // Not about warps: the first 32 elements of a plain loop.
  if (tid < 32)
    x[tid] = 0;
}

__global__ void rowSums(const int *begin, const int *values, int *out) {
  const int lane = threadIdx.x % warpSize;
  int row = blockIdx.x, s = 0;
  for (int i = begin[row] + lane; i < begin[row + 1]; i += 32)
    // CHECK: .cu:[[@LINE-1]]:57: warning: a warp strides over data 32 elements at a time{{.*}}[hipport-warp-lane-arithmetic]
    // FIXED: for (int i = begin[row] + lane; i < begin[row + 1]; i += warpSize)
    s += values[i];
  out[row] = s;
}

int blocksFor(int n) {
  int perBlock = 256 / warpSize;
  // CHECK: .cu:[[@LINE-1]]:24: warning: host code reads warpSize{{.*}}[hipport-warp-size-host]
  return (n + perBlock - 1) / perBlock;
}
