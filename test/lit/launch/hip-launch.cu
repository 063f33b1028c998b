// --kernel-launch=hip rewrites every launch to hipLaunchKernelGGL, spelling
// out the defaults; template kernels go through HIP_KERNEL_NAME, whether
// their arguments are spelled or deduced, a configuration written as a dim3
// is kept as it is (not dim3(dim3(...))), and CUDA names inside the launch
// are renamed too.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 --kernel-launch=hip
// RUN: FileCheck %s --input-file=%t.hip --implicit-check-not='<<<'
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>

__global__ void fill(float *p, float v) { p[threadIdx.x] = v; }
__global__ void tick() {}
template <typename T, int N> __global__ void scaleBy(T *p, T s) {
  p[threadIdx.x % N] *= s;
}
template <typename T> __global__ void deduced(T *p, T s) { p[threadIdx.x] = s; }

void run(float *p, int n, cudaStream_t stream) {
  fill<<<(n + 255) / 256, 256>>>(p, 1.0f);
  // CHECK: hipLaunchKernelGGL(fill, dim3((n + 255) / 256), dim3(256), 0, 0, p, 1.0f);
  fill<<<dim3(2, 2), dim3(16, 16), 64 * sizeof(float), stream>>>(p, 2.0f);
  // CHECK: hipLaunchKernelGGL(fill, dim3(2, 2), dim3(16, 16), 64 * sizeof(float), stream, p, 2.0f);
  dim3 grid(4);
  fill<<<grid, dim3(8)>>>(p, 3.0f);
  // CHECK: hipLaunchKernelGGL(fill, dim3(grid), dim3(8), 0, 0, p, 3.0f);
  tick<<<1, 1>>>();
  // CHECK: hipLaunchKernelGGL(tick, dim3(1), dim3(1), 0, 0);
  scaleBy<float, 32><<<1, 32, 0, stream>>>(p, 0.5f);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(scaleBy<float, 32>), dim3(1), dim3(32), 0, stream, p, 0.5f);
  deduced<<<1, 32>>>(p, 0.5f);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(deduced), dim3(1), dim3(32), 0, 0, p, 0.5f);
  cudaStream_t *where = &stream;
  fill<<<1, 1, 0, *where>>>((float *)p, sizeof(cudaStream_t));
  // CHECK: hipLaunchKernelGGL(fill, dim3(1), dim3(1), 0, *where, (float *)p, sizeof(hipStream_t));
}

template <typename T> void generic(T *p) {
  scaleBy<T, 64><<<1, 64>>>(p, T(2));
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(scaleBy<T, 64>), dim3(1), dim3(64), 0, 0, p, T(2));
  deduced<<<1, 64>>>(p, T(3));
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(deduced), dim3(1), dim3(64), 0, 0, p, T(3));
}
template void generic<float>(float *);
