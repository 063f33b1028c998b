// kernel<<<grid, block[, shared[, stream]]>>>(args) is not C++: run-model.py
// rewrites each launch into a call of the model's launcher before compiling
// (rewrite_source.py), with the line breaks where they were, so that the
// model's reports name the original lines. Template kernels, explicit or
// deduced, nested parentheses and brackets in the configuration and the
// arguments, launches spread over lines and launches in a macro's
// definition (whose line continuations are kept) are rewritten; chevrons in
// comments and strings are not.
// RUN: %expect-exit 3 %warp-model --width 32 %s | FileCheck %s --check-prefixes=CHECK,W32
// RUN: %expect-exit 3 %warp-model --width 64 %s | FileCheck %s --check-prefixes=CHECK,W64

#include <cuda_runtime.h>
#include <cstdio>

template <typename T, int Scale> __global__ void fill(T *out, T base) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = base * Scale;
}

template <typename T> __global__ void add(T *out, const T *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] += in[i];
}

__global__ void lanes(int *out) { out[threadIdx.x] = threadIdx.x % warpSize; }

__global__ void mask32(int *out) {
  out[threadIdx.x] = __ballot_sync(0xffffffff, 1) != 0;
  // W32-NOT: model error: {{.*}}__ballot_sync
}

namespace kernels {
__global__ void twice(int *p) { p[threadIdx.x] *= 2; }
} // namespace kernels

static int sizes(int i) { return (i + 1) * 32; }

#define ADD_LAUNCH(out, in)                                                    \
  add<int>                                                                     \
      <<<2, 128>>>(out,                                                        \
                   in, 256);

int main() {
  int *a, *b;
  cudaMalloc(&a, 256 * sizeof(int));
  cudaMalloc(&b, 256 * sizeof(int));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  fill<int, 3><<<dim3(2), dim3(128), 0, stream>>>(a, 7);
  fill<int, 1> <<< 2, sizes(3), 0 >>> (b, (int)(1 + (2 * 3)));
  add<<<(256 + 127) / 128,
        128>>>(a,
               b, 256);
  kernels::twice<<<1, 256>>>(a);
  void (*table[1])(int *) = {lanes};
  table[0]<<<1, 128>>>(b);
  // Not launches: printf("k<<<1, 1>>>()") in a string, k<<<1, 1>>>() here.
  const char *text = "k<<<1, 1>>>(x)";
  int h[256], l[128];
  cudaMemcpy(h, a, sizeof(h), cudaMemcpyDeviceToHost);
  cudaMemcpy(l, b, sizeof(l), cudaMemcpyDeviceToHost);
  // W32: a[0] = 56, a[255] = 56, lane of thread 100: 4, k<<<1, 1>>>(x)
  // W64: a[0] = 56, a[255] = 56, lane of thread 100: 36, k<<<1, 1>>>(x)
  printf("a[0] = %d, a[255] = %d, lane of thread 100: %d, %s\n", h[0], h[255],
         l[100], text);
  ADD_LAUNCH(a, b);
  cudaMemcpy(h, a, sizeof(h), cudaMemcpyDeviceToHost);
  // CHECK: after the launch in a macro: a[0] = 56, a[255] = 63
  printf("after the launch in a macro: a[0] = %d, a[255] = %d\n", h[0], h[255]);
  // The rewrite kept the lines in place.
  // CHECK: line [[@LINE+1]]
  printf("line %d\n", __LINE__);
  mask32<<<1, 64>>>(b);
  lanes<<<1, sizes(-1)>>>(b);
  // W64: model error: 32-bit mask passed to __ballot_sync (HIP 7 rejects it at compile time) at program-launch.cu:28
  // CHECK: model error: launch of 1 blocks of 0 threads (a block has 1 to 1024)
  // CHECK: model: {{[0-9]+}} errors
  return 0;
}
