// The HIP spelling of the runtime API and hipLaunchKernelGGL with dynamic
// shared memory and a stream run on the model too, so that a program and
// its HIP conversion can be compared. HIP_DYNAMIC_SHARED and extern
// __shared__ name the same memory. HIP's vector types have element-wise
// operators, which HIP code relies on (hipport guards a CUDA program's own
// float4 operators with !__HIP_PLATFORM_AMD__).
// RUN: %warp-model --width 64 %s | FileCheck %s --check-prefixes=CHECK,W64 --implicit-check-not=model
// RUN: %warp-model --width 32 --platform hip %s | FileCheck %s --check-prefixes=CHECK,W32 --implicit-check-not=model

#include <hip/hip_runtime.h>
#include <cstdio>

template <typename T> __global__ void reverseBlock(const T *in, T *out) {
  HIP_DYNAMIC_SHARED(T, buffer)
  unsigned t = threadIdx.x, base = blockIdx.x * blockDim.x;
  buffer[t] = in[base + t];
  __syncthreads();
  out[base + t] = buffer[blockDim.x - 1 - t];
}

// Launched by name: as in HIP, whose hipLaunchKernelGGL is a chevron launch,
// the template's arguments are deduced from the call.
template <typename T> __global__ void scale(T *p, T factor) {
  p[threadIdx.x] *= factor;
}

int main() {
  const int n = 256;
  float *h, *d_in, *d_out;
  if (hipHostMalloc(&h, n * sizeof(float)) != hipSuccess)
    return 1;
  for (int i = 0; i < n; ++i)
    h[i] = float(i);
  hipMalloc(&d_in, n * sizeof(float));
  hipMalloc((void **)&d_out, n * sizeof(float));
  hipMemcpy(d_in, h, n * sizeof(float), hipMemcpyHostToDevice);
  hipStream_t stream;
  hipStreamCreateWithFlags(&stream, hipStreamNonBlocking);
  hipEvent_t start, stop;
  hipEventCreate(&start);
  hipEventCreate(&stop);
  hipEventRecord(start, stream);
  hipLaunchKernelGGL(HIP_KERNEL_NAME(reverseBlock<float>), dim3(n / 128),
                     dim3(128), 128 * sizeof(float), stream, d_in, d_out);
  hipLaunchKernelGGL(scale, dim3(1), dim3(128), 0, stream, d_out, 2.0f);
  hipEventRecord(stop, stream);
  hipEventSynchronize(stop);
  float ms;
  hipEventElapsedTime(&ms, start, stop);
  hipMemcpyAsync(h, d_out, n * sizeof(float), hipMemcpyDeviceToHost, stream);
  hipStreamSynchronize(stream);
  // CHECK: h[0] = 254, h[128] = 255, last error: no error
  printf("h[0] = %g, h[128] = %g, last error: %s\n", h[0], h[128],
         hipGetErrorString(hipGetLastError()));

  hipDeviceProp_t prop;
  hipGetDeviceProperties(&prop, 0);
  int warp;
  hipDeviceGetAttribute(&warp, hipDeviceAttributeWarpSize, 0);
  // W64: warpSize 64 (attribute 64), gfx90a
  // W32: warpSize 32 (attribute 32), gfx1100
  printf("warpSize %d (attribute %d), %s\n", prop.warpSize, warp,
         prop.gcnArchName);
  float4 v = make_float4(1, 2, 3, 4);
  v += v * 2.0f;
  int2 w = make_int2(5, 6) - make_int2(1, 1);
  // CHECK: float4 3 12, int2 4 5, equal 1
  printf("float4 %g %g, int2 %d %d, equal %d\n", v.x, v.w, w.x, w.y,
         int(v == v));
  hipEventDestroy(start);
  hipEventDestroy(stop);
  hipStreamDestroy(stream);
  hipFree(d_in);
  hipFree(d_out);
  hipHostFree(h);
  return 0;
}
