#!/usr/bin/env python3
"""Generate a deterministic corpus of CUDA translation units for the hipport
speed benchmark.

Layout of the output directory:

    OUT/include/bench_common.cuh   shared header (error macro, warp helpers,
                                   RAII buffer, event timer)
    OUT/include/bench_math.cuh     small __host__ __device__ math helpers
    OUT/tu_000.cu ... tu_NNN.cu    the translation units

Every file is built from a private random generator seeded with
(seed, file index), so file k is the same whatever --count is. The code only
has to parse (clang -x cuda --cuda-host-only -fsyntax-only); it is written to
look like ordinary application code, not to be run.
"""

import argparse
import os
import random
import sys

COMMON_HEADER = r"""// Shared helpers for the benchmark corpus.
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(expr)                                                       \
  do {                                                                         \
    cudaError_t err_ = (expr);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "CUDA error '%s' (%s) at %s:%d\n",                  \
                   cudaGetErrorString(err_), #expr, __FILE__, __LINE__);       \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

#define CUDA_CHECK_LAUNCH() CUDA_CHECK(cudaGetLastError())

namespace bench {

constexpr unsigned kFullMask = 0xffffffffu;

__device__ __forceinline__ float warpSum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) {
    v += __shfl_down_sync(kFullMask, v, offset);
  }
  return v;
}

__device__ __forceinline__ float warpMax(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) {
    v = fmaxf(v, __shfl_down_sync(kFullMask, v, offset));
  }
  return v;
}

template <typename T> __device__ __forceinline__ T warpSumT(T v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) {
    v += __shfl_down_sync(kFullMask, v, offset);
  }
  return v;
}

inline int divUp(int a, int b) { return (a + b - 1) / b; }

inline dim3 grid1D(int n, int threads, int maxBlocks = 65535) {
  int blocks = divUp(n, threads);
  return dim3(blocks < maxBlocks ? blocks : maxBlocks);
}

template <typename T> class DeviceBuffer {
public:
  explicit DeviceBuffer(size_t count) : count_(count) {
    CUDA_CHECK(cudaMalloc(&ptr_, count * sizeof(T)));
  }
  ~DeviceBuffer() { cudaFree(ptr_); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;

  T *get() const { return ptr_; }
  size_t size() const { return count_; }
  size_t bytes() const { return count_ * sizeof(T); }

  void upload(const T *host, cudaStream_t stream = 0) {
    CUDA_CHECK(cudaMemcpyAsync(ptr_, host, bytes(), cudaMemcpyHostToDevice,
                               stream));
  }
  void download(T *host, cudaStream_t stream = 0) const {
    CUDA_CHECK(cudaMemcpyAsync(host, ptr_, bytes(), cudaMemcpyDeviceToHost,
                               stream));
  }

private:
  T *ptr_ = nullptr;
  size_t count_ = 0;
};

class EventTimer {
public:
  EventTimer() {
    CUDA_CHECK(cudaEventCreate(&start_));
    CUDA_CHECK(cudaEventCreate(&stop_));
  }
  ~EventTimer() {
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
  }
  void start(cudaStream_t s = 0) { CUDA_CHECK(cudaEventRecord(start_, s)); }
  float stop(cudaStream_t s = 0) {
    CUDA_CHECK(cudaEventRecord(stop_, s));
    CUDA_CHECK(cudaEventSynchronize(stop_));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start_, stop_));
    return ms;
  }

private:
  cudaEvent_t start_;
  cudaEvent_t stop_;
};

} // namespace bench
"""

MATH_HEADER = r"""// Small math helpers usable on host and device.
#pragma once

namespace bench {

template <typename T> __host__ __device__ inline T clampT(T v, T lo, T hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

__host__ __device__ inline float lerp(float a, float b, float t) {
  return a + t * (b - a);
}

__host__ __device__ inline float sigmoid(float x) {
  return 1.0f / (1.0f + expf(-x));
}

__host__ __device__ inline unsigned hashIndex(unsigned x) {
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  x ^= x >> 16;
  return x;
}

} // namespace bench
"""

NOUNS = ["signal", "image", "particle", "grid", "field", "sample", "weight",
         "pixel", "voxel", "token", "feature", "spectrum", "trace", "frame",
         "mesh", "batch", "tensor", "volume", "series", "lattice"]
VERBS = ["scale", "blend", "filter", "normalize", "accumulate", "smooth",
         "project", "update", "integrate", "relax", "advect", "quantize"]


class Unit:
    """Accumulates the pieces of one translation unit."""

    def __init__(self, index, rng):
        self.index = index
        self.rng = rng
        self.includes = set()
        self.device = []   # kernels and device helpers
        self.host = []     # host launchers
        self.driver = []   # statements for the driver function body
        self.check = "CUDA_CHECK"
        self.launch_check = "CUDA_CHECK_LAUNCH()"
        self.names = set()

    def name(self, base):
        """A unique identifier within this unit."""
        n = base
        k = 2
        while n in self.names:
            n = f"{base}{k}"
            k += 1
        self.names.add(n)
        return n


# --------------------------------------------------------------------------
# Features. Each adds a kernel (or library use), a host launcher and a block
# of driver code. Driver blocks may use `n` (element count, int),
# `stream` (cudaStream_t) and the float device buffers `d_a`, `d_b`, `d_c`
# (n elements each).
# --------------------------------------------------------------------------


def feat_elementwise(u):
    r = u.rng
    noun = r.choice(NOUNS)
    verb = r.choice(VERBS)
    k = u.name(f"{verb}{noun.capitalize()}Kernel")
    h = u.name(f"{verb}{noun.capitalize()}")
    alpha = round(r.uniform(0.1, 4.0), 3)
    op = r.choice([
        "alpha * x[i] + y[i]",
        "fmaxf(alpha * x[i], 0.0f) + y[i]",
        "alpha * x[i] * y[i]",
        "y[i] + alpha * (x[i] - y[i])",
        "sqrtf(fabsf(x[i])) * alpha + y[i]",
    ])
    u.device.append(f"""
__global__ void {k}(const float *__restrict__ x, const float *__restrict__ y,
                    float *__restrict__ out, float alpha, int n) {{
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {{
    out[i] = {op};
  }}
}}
""")
    threads = r.choice([128, 256, 512])
    u.host.append(f"""
void {h}(const float *x, const float *y, float *out, float alpha, int n,
         cudaStream_t stream) {{
  dim3 block({threads});
  dim3 grid((n + block.x - 1) / block.x);
  {k}<<<grid, block, 0, stream>>>(x, y, out, alpha, n);
  {u.launch_check};
}}
""")
    u.driver.append(f"  {h}(d_a, d_b, d_c, {alpha}f, n, stream);\n")


def feat_block_reduce(u):
    r = u.rng
    k = u.name("blockSumKernel")
    h = u.name("deviceSum")
    threads = r.choice([128, 256, 512])
    u.device.append(f"""
__global__ void {k}(const float *__restrict__ in, float *__restrict__ partial,
                    int n) {{
  extern __shared__ float warpTotals[];
  float v = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {{
    v += in[i];
  }}
  const int lane = threadIdx.x % warpSize;
  const int warp = threadIdx.x / warpSize;
  v = {u.warp_sum}(v);
  if (lane == 0) {{
    warpTotals[warp] = v;
  }}
  __syncthreads();
  if (warp == 0) {{
    const int warps = (blockDim.x + warpSize - 1) / warpSize;
    v = lane < warps ? warpTotals[lane] : 0.0f;
    v = {u.warp_sum}(v);
    if (lane == 0) {{
      partial[blockIdx.x] = v;
    }}
  }}
}}
""")
    u.host.append(f"""
float {h}(const float *d_in, int n, cudaStream_t stream) {{
  const int threads = {threads};
  const int blocks = n / threads < 1024 ? (n + threads - 1) / threads : 1024;
  const size_t shmemBytes = (threads / 32) * sizeof(float);
  float *d_partial = nullptr;
  float *d_total = nullptr;
  {u.check}(cudaMalloc(&d_partial, blocks * sizeof(float)));
  {u.check}(cudaMalloc(&d_total, sizeof(float)));
  {k}<<<blocks, threads, shmemBytes, stream>>>(d_in, d_partial, n);
  {u.launch_check};
  {k}<<<1, threads, shmemBytes, stream>>>(d_partial, d_total, blocks);
  {u.launch_check};
  float total = 0.0f;
  {u.check}(cudaMemcpyAsync(&total, d_total, sizeof(float),
                       cudaMemcpyDeviceToHost, stream));
  {u.check}(cudaStreamSynchronize(stream));
  {u.check}(cudaFree(d_total));
  {u.check}(cudaFree(d_partial));
  return total;
}}
""")
    u.driver.append(f"  std::printf(\"sum = %f\\n\", {h}(d_c, n, stream));\n")


def feat_transpose(u):
    r = u.rng
    k = u.name("transposeTiled")
    h = u.name("transposeSquare")
    tile = r.choice([16, 32])
    rows = r.choice([4, 8])
    u.device.append(f"""
template <typename T, int TILE, int ROWS>
__global__ void {k}(T *__restrict__ out, const T *__restrict__ in, int width,
                    int height) {{
  __shared__ T tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS) {{
    if (x < width && y + j < height) {{
      tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
    }}
  }}
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS) {{
    if (x < height && y + j < width) {{
      out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
    }}
  }}
}}
""")
    u.host.append(f"""
void {h}(float *out, const float *in, int dim, cudaStream_t stream) {{
  dim3 block({tile}, {rows});
  dim3 grid((dim + {tile - 1}) / {tile}, (dim + {tile - 1}) / {tile});
  {k}<float, {tile}, {rows}><<<grid, block, 0, stream>>>(out, in, dim, dim);
  {u.launch_check};
}}
""")
    u.driver.append(f"""  {{
    int dim = 1;
    while ((dim * 2) * (dim * 2) <= n) {{
      dim *= 2;
    }}
    {h}(d_b, d_a, dim, stream);
  }}
""")


def feat_matmul(u):
    r = u.rng
    k = u.name("matmulShared")
    h = u.name("gemm")
    tile = r.choice([8, 16, 32])
    u.device.append(f"""
#define MM_TILE_{u.index} {tile}

__global__ void {k}(const float *A, const float *B, float *C, int M, int N,
                    int K) {{
  __shared__ float As[MM_TILE_{u.index}][MM_TILE_{u.index}];
  __shared__ float Bs[MM_TILE_{u.index}][MM_TILE_{u.index}];
  const int row = blockIdx.y * MM_TILE_{u.index} + threadIdx.y;
  const int col = blockIdx.x * MM_TILE_{u.index} + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (K + MM_TILE_{u.index} - 1) / MM_TILE_{u.index}; ++t) {{
    const int ak = t * MM_TILE_{u.index} + threadIdx.x;
    const int bk = t * MM_TILE_{u.index} + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < M && ak < K) ? A[row * K + ak] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (bk < K && col < N) ? B[bk * N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int i = 0; i < MM_TILE_{u.index}; ++i) {{
      acc += As[threadIdx.y][i] * Bs[i][threadIdx.x];
    }}
    __syncthreads();
  }}
  if (row < M && col < N) {{
    C[row * N + col] = acc;
  }}
}}
""")
    u.host.append(f"""
void {h}(const float *A, const float *B, float *C, int M, int N, int K,
         cudaStream_t stream) {{
  dim3 block(MM_TILE_{u.index}, MM_TILE_{u.index});
  dim3 grid((N + block.x - 1) / block.x, (M + block.y - 1) / block.y);
  {k}<<<grid, block, 0, stream>>>(A, B, C, M, N, K);
  {u.launch_check};
}}
""")
    u.driver.append(f"""  {{
    int dim = 1;
    while ((dim * 2) * (dim * 2) <= n) {{
      dim *= 2;
    }}
    {h}(d_a, d_b, d_c, dim, dim, dim, stream);
  }}
""")


def feat_histogram(u):
    r = u.rng
    bins = r.choice([64, 128, 256])
    k = u.name("histogramShared")
    h = u.name("histogram")
    u.device.append(f"""
__global__ void {k}(const float *__restrict__ data, unsigned int *bins,
                    int n, float lo, float hi) {{
  __shared__ unsigned int local[{bins}];
  for (int b = threadIdx.x; b < {bins}; b += blockDim.x) {{
    local[b] = 0u;
  }}
  __syncthreads();
  const float scale = {bins} / (hi - lo);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {{
    int b = static_cast<int>((data[i] - lo) * scale);
    b = b < 0 ? 0 : (b >= {bins} ? {bins - 1} : b);
    atomicAdd(&local[b], 1u);
  }}
  __syncthreads();
  for (int b = threadIdx.x; b < {bins}; b += blockDim.x) {{
    atomicAdd(&bins[b], local[b]);
  }}
}}
""")
    u.host.append(f"""
void {h}(const float *d_data, int n, float lo, float hi,
         std::vector<unsigned int> &counts, cudaStream_t stream) {{
  unsigned int *d_bins = nullptr;
  {u.check}(cudaMalloc(&d_bins, {bins} * sizeof(unsigned int)));
  {u.check}(cudaMemsetAsync(d_bins, 0, {bins} * sizeof(unsigned int), stream));
  {k}<<<64, 256, 0, stream>>>(d_data, d_bins, n, lo, hi);
  {u.launch_check};
  counts.resize({bins});
  {u.check}(cudaMemcpyAsync(counts.data(), d_bins, {bins} * sizeof(unsigned int),
                       cudaMemcpyDeviceToHost, stream));
  {u.check}(cudaStreamSynchronize(stream));
  {u.check}(cudaFree(d_bins));
}}
""")
    u.includes.add("<vector>")
    u.driver.append(f"""  {{
    std::vector<unsigned int> counts;
    {h}(d_a, n, -1.0f, 1.0f, counts, stream);
    std::printf("bin[0] = %u\\n", counts[0]);
  }}
""")


def feat_stencil(u):
    r = u.rng
    radius = r.choice([1, 2, 3, 4])
    block = r.choice([128, 256])
    w = u.name("c_stencilWeights")
    k = u.name("stencil1D")
    h = u.name("applyStencil")
    weights = [round(r.uniform(-1, 1), 4) for _ in range(2 * radius + 1)]
    wlist = ", ".join(f"{x}f" for x in weights)
    u.device.append(f"""
constexpr int kRadius{u.index} = {radius};
constexpr int kStencilBlock{u.index} = {block};
__constant__ float {w}[2 * kRadius{u.index} + 1];

__global__ void {k}(const float *__restrict__ in, float *__restrict__ out,
                    int n) {{
  __shared__ float halo[kStencilBlock{u.index} + 2 * kRadius{u.index}];
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  const int l = threadIdx.x + kRadius{u.index};
  halo[l] = g < n ? in[g] : 0.0f;
  if (threadIdx.x < kRadius{u.index}) {{
    const int left = g - kRadius{u.index};
    const int right = g + kStencilBlock{u.index};
    halo[l - kRadius{u.index}] = left >= 0 ? in[left] : 0.0f;
    halo[l + kStencilBlock{u.index}] = right < n ? in[right] : 0.0f;
  }}
  __syncthreads();
  if (g < n) {{
    float acc = 0.0f;
    for (int o = -kRadius{u.index}; o <= kRadius{u.index}; ++o) {{
      acc += {w}[o + kRadius{u.index}] * halo[l + o];
    }}
    out[g] = acc;
  }}
}}
""")
    u.host.append(f"""
void {h}(const float *in, float *out, int n, cudaStream_t stream) {{
  static const float weights[2 * kRadius{u.index} + 1] = {{{wlist}}};
  {u.check}(cudaMemcpyToSymbol({w}, weights, sizeof(weights)));
  const int blocks = (n + kStencilBlock{u.index} - 1) / kStencilBlock{u.index};
  {k}<<<blocks, kStencilBlock{u.index}, 0, stream>>>(in, out, n);
  {u.launch_check};
}}
""")
    u.driver.append(f"  {h}(d_a, d_b, n, stream);\n")


def feat_scan(u):
    r = u.rng
    block = r.choice([256, 512, 1024])
    k = u.name("blockInclusiveScan")
    h = u.name("scanBlocks")
    u.device.append(f"""
template <int BLOCK>
__global__ void {k}(const float *__restrict__ in, float *__restrict__ out,
                    float *__restrict__ blockTotals, int n) {{
  __shared__ float buf[2][BLOCK];
  const int gid = blockIdx.x * BLOCK + threadIdx.x;
  int src = 0;
  buf[src][threadIdx.x] = gid < n ? in[gid] : 0.0f;
  __syncthreads();
  for (int offset = 1; offset < BLOCK; offset <<= 1) {{
    const int dst = 1 - src;
    float v = buf[src][threadIdx.x];
    if (threadIdx.x >= offset) {{
      v += buf[src][threadIdx.x - offset];
    }}
    buf[dst][threadIdx.x] = v;
    __syncthreads();
    src = dst;
  }}
  if (gid < n) {{
    out[gid] = buf[src][threadIdx.x];
  }}
  if (threadIdx.x == BLOCK - 1) {{
    blockTotals[blockIdx.x] = buf[src][threadIdx.x];
  }}
}}
""")
    u.host.append(f"""
int {h}(const float *in, float *out, float **totals, int n,
        cudaStream_t stream) {{
  const int blocks = (n + {block - 1}) / {block};
  {u.check}(cudaMalloc(totals, blocks * sizeof(float)));
  {k}<{block}><<<blocks, {block}, 0, stream>>>(in, out, *totals, n);
  {u.launch_check};
  return blocks;
}}
""")
    u.driver.append(f"""  {{
    float *d_totals = nullptr;
    const int blocks = {h}(d_a, d_c, &d_totals, n, stream);
    {u.check}(cudaStreamSynchronize(stream));
    std::printf("scanned %d blocks\\n", blocks);
    {u.check}(cudaFree(d_totals));
  }}
""")


def feat_functor_map(u):
    r = u.rng
    f = u.name(r.choice(["Saturate", "Gamma", "Affine", "SoftClip"]) + "Op")
    k = u.name("mapKernel")
    h = u.name("mapInPlace")
    body = r.choice([
        "return x < lo ? lo : (x > hi ? hi : x);",
        "return powf(x > 0.0f ? x : 0.0f, hi);",
        "return lo * x + hi;",
        "return x / (1.0f + fabsf(x)) * hi + lo;",
    ])
    u.device.append(f"""
struct {f} {{
  float lo;
  float hi;
  __host__ __device__ float operator()(float x) const {{ {body} }}
}};

template <typename T, typename Op>
__global__ void {k}(T *data, Op op, int n) {{
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {{
    data[i] = op(data[i]);
  }}
}}
""")
    lo = round(r.uniform(-2, 0), 2)
    hi = round(r.uniform(0.5, 3), 2)
    u.host.append(f"""
void {h}(float *d_data, int n, cudaStream_t stream) {{
  {f} op{{{lo}f, {hi}f}};
  const int threads = 256;
  {k}<float, {f}><<<(n + threads - 1) / threads, threads, 0, stream>>>(
      d_data, op, n);
  {u.launch_check};
}}
""")
    u.driver.append(f"  {h}(d_c, n, stream);\n")


def feat_softmax(u):
    k = u.name("rowSoftmax")
    h = u.name("softmaxRows")
    u.device.append(f"""
// One warp per row.
__global__ void {k}(const float *__restrict__ logits, float *__restrict__ probs,
                    int rows, int cols) {{
  const int warpsPerBlock = blockDim.x / warpSize;
  const int row = blockIdx.x * warpsPerBlock + threadIdx.x / warpSize;
  const int lane = threadIdx.x % warpSize;
  if (row >= rows) {{
    return;
  }}
  const float *in = logits + static_cast<size_t>(row) * cols;
  float *out = probs + static_cast<size_t>(row) * cols;
  float m = -INFINITY;
  for (int c = lane; c < cols; c += warpSize) {{
    m = fmaxf(m, in[c]);
  }}
  m = {u.warp_max}(m);
  m = __shfl_sync(0xffffffff, m, 0);
  float s = 0.0f;
  for (int c = lane; c < cols; c += warpSize) {{
    s += __expf(in[c] - m);
  }}
  s = {u.warp_sum}(s);
  s = __shfl_sync(0xffffffff, s, 0);
  for (int c = lane; c < cols; c += warpSize) {{
    out[c] = __expf(in[c] - m) / s;
  }}
}}
""")
    u.host.append(f"""
void {h}(const float *logits, float *probs, int rows, int cols,
         cudaStream_t stream) {{
  const int threads = 128;
  const int rowsPerBlock = threads / 32;
  {k}<<<(rows + rowsPerBlock - 1) / rowsPerBlock, threads, 0, stream>>>(
      logits, probs, rows, cols);
  {u.launch_check};
}}
""")
    u.driver.append(f"  {h}(d_a, d_b, n / 64, 64, stream);\n")


def feat_ballot(u):
    k = u.name("countAboveThreshold")
    h = u.name("countAbove")
    u.device.append(f"""
__global__ void {k}(const float *__restrict__ data, int n, float threshold,
                    unsigned long long *count) {{
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const bool pred = i < n && data[i] > threshold;
  const unsigned mask = __ballot_sync(0xffffffff, pred);
  if ((threadIdx.x & (warpSize - 1)) == 0) {{
    atomicAdd(count, static_cast<unsigned long long>(__popc(mask)));
  }}
}}
""")
    u.host.append(f"""
unsigned long long {h}(const float *d_data, int n, float threshold) {{
  unsigned long long *d_count = nullptr;
  {u.check}(cudaMalloc(&d_count, sizeof(unsigned long long)));
  {u.check}(cudaMemset(d_count, 0, sizeof(unsigned long long)));
  {k}<<<(n + 255) / 256, 256>>>(d_data, n, threshold, d_count);
  {u.launch_check};
  unsigned long long count = 0;
  {u.check}(cudaMemcpy(&count, d_count, sizeof(count), cudaMemcpyDeviceToHost));
  {u.check}(cudaFree(d_count));
  return count;
}}
""")
    u.driver.append(
        f"  std::printf(\"above: %llu\\n\", {h}(d_b, n, 0.5f));\n")


def feat_dot(u):
    k = u.name("dotAtomic")
    h = u.name("dot")
    u.device.append(f"""
__global__ void {k}(const float *__restrict__ x, const float *__restrict__ y,
                    float *result, int n) {{
  float v = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {{
    v += __ldg(&x[i]) * __ldg(&y[i]);
  }}
  v = {u.warp_sum}(v);
  if ((threadIdx.x % warpSize) == 0) {{
    atomicAdd(result, v);
  }}
}}
""")
    u.host.append(f"""
float {h}(const float *x, const float *y, int n, cudaStream_t stream) {{
  float *d_result = nullptr;
  {u.check}(cudaMalloc(&d_result, sizeof(float)));
  {u.check}(cudaMemsetAsync(d_result, 0, sizeof(float), stream));
  {k}<<<128, 256, 0, stream>>>(x, y, d_result, n);
  {u.launch_check};
  float result = 0.0f;
  {u.check}(cudaMemcpyAsync(&result, d_result, sizeof(float),
                       cudaMemcpyDeviceToHost, stream));
  {u.check}(cudaStreamSynchronize(stream));
  {u.check}(cudaFree(d_result));
  return result;
}}
""")
    u.driver.append(f"  std::printf(\"dot = %f\\n\", {h}(d_a, d_b, n, stream));\n")


def feat_vec4(u):
    k = u.name("axpyVec4")
    h = u.name("axpy4")
    u.device.append(f"""
__global__ void {k}(const float4 *__restrict__ x, float4 *__restrict__ y,
                    float a, int n4) {{
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n4) {{
    float4 xv = x[i];
    float4 yv = y[i];
    yv.x += a * xv.x;
    yv.y += a * xv.y;
    yv.z += a * xv.z;
    yv.w += a * xv.w;
    y[i] = yv;
  }}
}}
""")
    u.host.append(f"""
void {h}(const float *x, float *y, float a, int n, cudaStream_t stream) {{
  const int n4 = n / 4;
  {k}<<<(n4 + 255) / 256, 256, 0, stream>>>(
      reinterpret_cast<const float4 *>(x), reinterpret_cast<float4 *>(y), a, n4);
  {u.launch_check};
}}
""")
    u.driver.append(f"  {h}(d_a, d_c, 0.5f, n, stream);\n")


def feat_hash_init(u):
    k = u.name("initPseudoRandom")
    h = u.name("fillPseudoRandom")
    u.includes.add('"bench_math.cuh"')
    u.device.append(f"""
__global__ void {k}(float *out, int n, unsigned seed) {{
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {{
    const unsigned h = bench::hashIndex(static_cast<unsigned>(i) ^ seed);
    const float u = (h & 0xffffff) / 16777216.0f;
    out[i] = bench::clampT(bench::lerp(-1.0f, 1.0f, u), -0.99f, 0.99f);
  }}
}}
""")
    u.host.append(f"""
void {h}(float *d_out, int n, unsigned seed, cudaStream_t stream) {{
  {k}<<<(n + 255) / 256, 256, 0, stream>>>(d_out, n, seed);
  {u.launch_check};
}}
""")
    seed = u.rng.randrange(1, 1 << 30)
    u.driver.insert(0, f"  {h}(d_a, n, {seed}u, stream);\n"
                       f"  {h}(d_b, n, {seed + 1}u, stream);\n")


def feat_thrust(u):
    r = u.rng
    u.includes.update(["<thrust/device_vector.h>", "<thrust/host_vector.h>",
                       "<thrust/transform.h>", "<thrust/reduce.h>",
                       "<thrust/sort.h>", "<thrust/sequence.h>",
                       "<thrust/functional.h>",
                       "<thrust/execution_policy.h>"])
    f = u.name("SquareShift")
    h = u.name("thrustPipeline")
    shift = round(r.uniform(-1, 1), 3)
    u.device.append(f"""
struct {f} {{
  float shift;
  __host__ __device__ float operator()(float x) const {{
    return (x + shift) * (x + shift);
  }}
}};
""")
    sort_line = r.choice([
        "  thrust::sort(v.begin(), v.end());\n",
        "  thrust::sort(v.begin(), v.end(), thrust::greater<float>());\n",
    ])
    u.host.append(f"""
float {h}(int n) {{
  thrust::device_vector<float> v(n);
  thrust::sequence(v.begin(), v.end(), 0.0f, 0.001f);
  thrust::transform(v.begin(), v.end(), v.begin(), {f}{{{shift}f}});
{sort_line}  const float total =
      thrust::reduce(v.begin(), v.end(), 0.0f, thrust::plus<float>());
  thrust::host_vector<float> head(v.begin(), v.begin() + (n < 8 ? n : 8));
  std::printf("head[0] = %f\\n", static_cast<float>(head[0]));
  float *raw = thrust::raw_pointer_cast(v.data());
  {u.check}(cudaMemset(raw, 0, sizeof(float)));
  return total;
}}
""")
    u.driver.append(f"  std::printf(\"thrust total = %f\\n\", {h}(n));\n")


def feat_cub(u):
    r = u.rng
    u.includes.add("<cub/cub.cuh>")
    threads = r.choice([128, 256])
    k = u.name("cubBlockSum")
    h = u.name("cubTotals")
    u.device.append(f"""
template <int THREADS>
__global__ void {k}(const float *__restrict__ in, float *__restrict__ out,
                    int n) {{
  using BlockReduce = cub::BlockReduce<float, THREADS>;
  __shared__ typename BlockReduce::TempStorage temp;
  const int i = blockIdx.x * THREADS + threadIdx.x;
  const float v = i < n ? in[i] : 0.0f;
  const float s = BlockReduce(temp).Sum(v);
  if (threadIdx.x == 0) {{
    out[blockIdx.x] = s;
  }}
}}
""")
    u.host.append(f"""
float {h}(const float *d_in, float *d_tmp, int n, cudaStream_t stream) {{
  const int blocks = (n + {threads - 1}) / {threads};
  {k}<{threads}><<<blocks, {threads}, 0, stream>>>(d_in, d_tmp, n);
  {u.launch_check};

  float *d_sum = nullptr;
  {u.check}(cudaMalloc(&d_sum, sizeof(float)));
  void *d_temp = nullptr;
  size_t tempBytes = 0;
  {u.check}(cub::DeviceReduce::Sum(d_temp, tempBytes, d_tmp, d_sum, blocks,
                                  stream));
  {u.check}(cudaMalloc(&d_temp, tempBytes));
  {u.check}(cub::DeviceReduce::Sum(d_temp, tempBytes, d_tmp, d_sum, blocks,
                                  stream));
  {u.check}(cudaFree(d_temp));

  d_temp = nullptr;
  tempBytes = 0;
  {u.check}(cub::DeviceScan::ExclusiveSum(d_temp, tempBytes, d_in, d_tmp, n,
                                         stream));
  {u.check}(cudaMalloc(&d_temp, tempBytes));
  {u.check}(cub::DeviceScan::ExclusiveSum(d_temp, tempBytes, d_in, d_tmp, n,
                                         stream));
  {u.check}(cudaFree(d_temp));

  float sum = 0.0f;
  {u.check}(cudaMemcpyAsync(&sum, d_sum, sizeof(float), cudaMemcpyDeviceToHost,
                       stream));
  {u.check}(cudaStreamSynchronize(stream));
  {u.check}(cudaFree(d_sum));
  return sum;
}}
""")
    u.driver.append(
        f"  std::printf(\"cub sum = %f\\n\", {h}(d_a, d_c, n, stream));\n")


KERNEL_FEATURES = [feat_elementwise, feat_block_reduce, feat_transpose,
                   feat_matmul, feat_histogram, feat_stencil, feat_scan,
                   feat_functor_map, feat_softmax, feat_ballot, feat_dot,
                   feat_vec4, feat_hash_init]


# --------------------------------------------------------------------------
# Driver: device query, buffers, streams, events.
# --------------------------------------------------------------------------


def device_query(u):
    r = u.rng
    fields = r.sample([
        ('"  SMs: %d\\n"', "prop.multiProcessorCount"),
        ('"  warp size: %d\\n"', "prop.warpSize"),
        ('"  global memory: %zu MiB\\n"', "prop.totalGlobalMem >> 20"),
        ('"  shared/block: %zu bytes\\n"', "prop.sharedMemPerBlock"),
        ('"  max threads/block: %d\\n"', "prop.maxThreadsPerBlock"),
        ('"  registers/block: %d\\n"', "prop.regsPerBlock"),
        ('"  L2 cache: %d bytes\\n"', "prop.l2CacheSize"),
        ('"  concurrent kernels: %d\\n"', "prop.concurrentKernels"),
    ], r.randint(2, 5))
    lines = "".join(f"    std::printf({fmt}, {expr});\n" for fmt, expr in fields)
    attr = ""
    if r.random() < 0.4:
        attr = (f"  int smemOptin = 0;\n"
                f"  {u.check}(cudaDeviceGetAttribute(\n"
                f"      &smemOptin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));\n"
                f"  std::printf(\"opt-in shared memory: %d\\n\", smemOptin);\n")
    return f"""
int selectDevice() {{
  int count = 0;
  {u.check}(cudaGetDeviceCount(&count));
  if (count == 0) {{
    std::fprintf(stderr, "no CUDA devices\\n");
    return -1;
  }}
  int best = 0;
  size_t bestMem = 0;
  for (int d = 0; d < count; ++d) {{
    cudaDeviceProp prop;
    {u.check}(cudaGetDeviceProperties(&prop, d));
    std::printf("device %d: %s (sm_%d%d)\\n", d, prop.name, prop.major,
                prop.minor);
{lines}    if (prop.totalGlobalMem > bestMem) {{
      bestMem = prop.totalGlobalMem;
      best = d;
    }}
  }}
  {u.check}(cudaSetDevice(best));
{attr}  return best;
}}
"""


def driver(u, fn):
    r = u.rng
    pinned = r.random() < 0.5
    nonblocking = r.random() < 0.4
    timed = r.random() < 0.8
    use_buffer_class = u.common and r.random() < 0.4
    log2n = r.randint(16, 24)
    out = [f"\nint {fn}() {{\n",
           f"  const int n = 1 << {log2n};\n",
           "  const size_t bytes = n * sizeof(float);\n"]
    if nonblocking:
        out.append("  cudaStream_t stream;\n"
                   f"  {u.check}(cudaStreamCreateWithFlags(&stream, "
                   "cudaStreamNonBlocking));\n")
    else:
        out.append("  cudaStream_t stream;\n"
                   f"  {u.check}(cudaStreamCreate(&stream));\n")
    if pinned:
        out.append("  float *h_buf = nullptr;\n"
                   f"  {u.check}(cudaMallocHost(&h_buf, bytes));\n")
    else:
        u.includes.add("<vector>")
        out.append("  std::vector<float> hostData(n);\n"
                   "  float *h_buf = hostData.data();\n")
    out.append("  for (int i = 0; i < n; ++i) {\n"
               f"    h_buf[i] = static_cast<float>(i % {r.randint(7, 101)}) * "
               f"{round(r.uniform(0.001, 0.1), 4)}f;\n"
               "  }\n")
    if use_buffer_class:
        out.append("  bench::DeviceBuffer<float> bufA(n), bufB(n), bufC(n);\n"
                   "  float *d_a = bufA.get();\n"
                   "  float *d_b = bufB.get();\n"
                   "  float *d_c = bufC.get();\n"
                   f"  {u.check}(cudaMemcpyAsync(d_a, h_buf, bytes, "
                   "cudaMemcpyHostToDevice, stream));\n")
    else:
        out.append("  float *d_a = nullptr;\n"
                   "  float *d_b = nullptr;\n"
                   "  float *d_c = nullptr;\n"
                   f"  {u.check}(cudaMalloc(&d_a, bytes));\n"
                   f"  {u.check}(cudaMalloc(reinterpret_cast<void **>(&d_b), bytes));\n"
                   f"  {u.check}(cudaMalloc(&d_c, bytes));\n"
                   f"  {u.check}(cudaMemcpyAsync(d_a, h_buf, bytes, "
                   "cudaMemcpyHostToDevice, stream));\n")
    out.append(f"  {u.check}(cudaMemcpy(d_b, h_buf, bytes, "
               "cudaMemcpyHostToDevice));\n"
               f"  {u.check}(cudaMemset(d_c, 0, bytes));\n")
    if timed:
        if u.common and r.random() < 0.5:
            out.append("  bench::EventTimer timer;\n  timer.start(stream);\n")
            stop = "  const float ms = timer.stop(stream);\n"
        else:
            out.append("  cudaEvent_t start, stop;\n"
                       f"  {u.check}(cudaEventCreate(&start));\n"
                       f"  {u.check}(cudaEventCreate(&stop));\n"
                       f"  {u.check}(cudaEventRecord(start, stream));\n")
            stop = (f"  {u.check}(cudaEventRecord(stop, stream));\n"
                    f"  {u.check}(cudaEventSynchronize(stop));\n"
                    "  float ms = 0.0f;\n"
                    f"  {u.check}(cudaEventElapsedTime(&ms, start, stop));\n"
                    f"  {u.check}(cudaEventDestroy(start));\n"
                    f"  {u.check}(cudaEventDestroy(stop));\n")
    out.extend(u.driver)
    if timed:
        out.append(stop)
        out.append("  std::printf(\"kernels took %.3f ms\\n\", ms);\n")
    if use_buffer_class:
        out.append("  bufC.download(h_buf, stream);\n")
    else:
        out.append(f"  {u.check}(cudaMemcpyAsync(h_buf, d_c, bytes, "
                   "cudaMemcpyDeviceToHost, stream));\n")
    out.append(f"  {u.check}(cudaStreamSynchronize(stream));\n"
               f"  {u.check}(cudaPeekAtLastError());\n"
               "  std::printf(\"out[1] = %f\\n\", h_buf[1]);\n")
    if not use_buffer_class:
        out.append(f"  {u.check}(cudaFree(d_c));\n"
                   f"  {u.check}(cudaFree(d_b));\n"
                   f"  {u.check}(cudaFree(d_a));\n")
    if pinned:
        out.append(f"  {u.check}(cudaFreeHost(h_buf));\n")
    out.append(f"  {u.check}(cudaStreamDestroy(stream));\n"
               f"  {u.check}(cudaDeviceSynchronize());\n"
               "  return 0;\n}\n")
    return "".join(out)


LOCAL_MACROS = [
    ("CHECK",
     "#define CHECK(call)                                                      \\\n"
     "  do {                                                                   \\\n"
     "    const cudaError_t e = (call);                                        \\\n"
     "    if (e != cudaSuccess) {                                              \\\n"
     "      fprintf(stderr, \"%s:%d %s: %s\\n\", __FILE__, __LINE__,             \\\n"
     "              cudaGetErrorName(e), cudaGetErrorString(e));               \\\n"
     "      exit(1);                                                           \\\n"
     "    }                                                                    \\\n"
     "  } while (0)\n"),
    ("gpuErrchk",
     "#define gpuErrchk(ans) gpuAssert((ans), __FILE__, __LINE__)\n"
     "inline void gpuAssert(cudaError_t code, const char *file, int line) {\n"
     "  if (code != cudaSuccess) {\n"
     "    fprintf(stderr, \"GPUassert: %s %s %d\\n\", cudaGetErrorString(code),\n"
     "            file, line);\n"
     "    exit(code);\n"
     "  }\n"
     "}\n"),
]

LOCAL_WARP = r"""
__device__ __forceinline__ float warpReduceSum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__device__ __forceinline__ float warpReduceMax(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, offset));
  return v;
}
"""


def generate_unit(index, seed):
    rng = random.Random(seed * 1000003 + index)
    u = Unit(index, rng)
    u.common = rng.random() < 0.75
    if u.common:
        u.check = "CUDA_CHECK"
        u.launch_check = "CUDA_CHECK_LAUNCH()"
        u.warp_sum = "bench::warpSum"
        u.warp_max = "bench::warpMax"
    else:
        name, _ = rng.choice(LOCAL_MACROS)
        u.check = name
        u.launch_check = f"{name}(cudaGetLastError())"
        u.warp_sum = "warpReduceSum"
        u.warp_max = "warpReduceMax"

    feats = rng.sample(KERNEL_FEATURES, rng.randint(2, 5))
    # Library-heavy units: roughly one in five uses thrust, one in six cub.
    if index % 5 == 2:
        feats.append(feat_thrust)
    if index % 6 == 4:
        feats.append(feat_cub)
    for f in feats:
        f(u)

    fn = u.name(f"runModule{index}")
    has_main = rng.random() < 0.5
    query = device_query(u) if has_main or rng.random() < 0.5 else ""
    drv = driver(u, fn)

    ns = f"module{index}"
    lines = [f"// Benchmark corpus unit {index}: "
             f"{', '.join(f.__name__[5:] for f in feats)}.\n"]
    if u.common:
        lines.append('#include "bench_common.cuh"\n')
    else:
        lines.append("#include <cstdio>\n#include <cstdlib>\n"
                     "#include <cuda_runtime.h>\n")
    for inc in sorted(u.includes):
        lines.append(f"#include {inc}\n")
    if not u.common:
        _, macro = next(m for m in LOCAL_MACROS if m[0] == u.check)
        lines.append("\n" + macro)
        lines.append(LOCAL_WARP)
    lines.append(f"\nnamespace {ns} {{\n")
    lines.extend(u.device)
    lines.extend(u.host)
    lines.append(query)
    lines.append(drv)
    lines.append(f"}} // namespace {ns}\n")
    if has_main:
        lines.append(f"""
int main() {{
  if ({ns}::selectDevice() < 0) {{
    return 1;
  }}
  return {ns}::{fn}();
}}
""")
    return "".join(lines)


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", required=True, help="output directory")
    p.add_argument("--count", type=int, default=40,
                   help="number of translation units (default 40)")
    p.add_argument("--seed", type=int, default=20240611,
                   help="random seed (default fixed)")
    args = p.parse_args(argv)
    if args.count < 1:
        p.error("--count must be positive")

    inc = os.path.join(args.out, "include")
    os.makedirs(inc, exist_ok=True)
    with open(os.path.join(inc, "bench_common.cuh"), "w") as f:
        f.write(COMMON_HEADER)
    with open(os.path.join(inc, "bench_math.cuh"), "w") as f:
        f.write(MATH_HEADER)
    width = max(3, len(str(args.count - 1)))
    for i in range(args.count):
        path = os.path.join(args.out, f"tu_{i:0{width}d}.cu")
        with open(path, "w") as f:
            f.write(generate_unit(i, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
