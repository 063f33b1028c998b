// warpSize is a constant only in clang's CUDA headers; HIP's is a run-time
// value, so these uses stop compiling.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-warpsize-constexpr

template <int N> struct Lanes {
  float v[N];
};

__global__ void k(float *out) {
  __shared__ float buffer[warpSize];
  // CHECK: .cu:[[@LINE-1]]:27: warning: warpSize is used as an array bound{{.*}}[hipport-warpsize-constexpr]
  Lanes<warpSize> lanes;
  // CHECK: .cu:[[@LINE-1]]:9: warning: warpSize is used as a template argument{{.*}}[hipport-warpsize-constexpr]
  static_assert(warpSize == 32, "");
  // CHECK: .cu:[[@LINE-1]]:17: warning: warpSize is used as a static_assert{{.*}}[hipport-warpsize-constexpr]
  // Run-time uses are what HIP expects: not reported.
  int lane = threadIdx.x % warpSize;
  buffer[lane] = lanes.v[0];
  out[threadIdx.x] = buffer[lane] * warpSize;
}
