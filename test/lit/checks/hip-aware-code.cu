// Code that already has a HIP path (a conditional on HIP's own macros) is
// left alone: its CUDA branch is not what HIP compiles. Patterns from warp
// fixes in real projects.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 0 %hipport lint %t.cu > %t.out
// RUN: count 0 < %t.out

// The mask macro is __activemask() on HIP.
#ifdef __HIP_DEVICE_COMPILE__
#define LANES_MASK __activemask()
#else
#define LANES_MASK 0xffffffffu
#endif
__global__ void sum(int *p) {
  int v = p[threadIdx.x];
  for (int o = warpSize / 2; o > 0; o >>= 1)
    v += __shfl_down_sync(LANES_MASK, v, o);
  if (threadIdx.x % warpSize == 0)
    p[threadIdx.x] = v;
}

// The warp size is chosen per AMD architecture.
#if defined(__GFX8__) || defined(__GFX9__)
#define WARPSIZE 64
#else
#define WARPSIZE 32
#endif
__global__ void scan(int *p) {
  const int lane = threadIdx.x % WARPSIZE;
  int v = p[threadIdx.x];
  for (int d = 1; d < WARPSIZE; d *= 2) {
    int t = __shfl_up_sync(0xffffffffffffffffull, v, d);
    if (lane >= d)
      v += t;
  }
  p[threadIdx.x] = v;
}

// The CUDA call sits in the #else of a HIP platform test.
__global__ void reduce(float *p) {
  float v = p[threadIdx.x];
  for (int i = warpSize / 2; i > 0; i >>= 1) {
#if defined(__HIP_PLATFORM_AMD__)
    v += __shfl_down(v, i);
#else
    v += __shfl_down_sync(0xffffffff, v, i);
#endif
  }
  p[threadIdx.x] = v;
}
