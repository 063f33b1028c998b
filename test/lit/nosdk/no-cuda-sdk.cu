// --no-cuda-sdk parses against the CUDA headers regenerated into
// mappings/cuda-decls, which count as CUDA headers: the include, the runtime
// API, the types and the device builtins are converted as with a toolkit,
// while a user's own cudaFree is left alone. The flag wins over a
// --cuda-path without a toolkit, and HIPPORT_NO_CUDA_SDK does the same.
// RUN: rm -rf %t && mkdir -p %t/empty
// RUN: %strip %s > %t/k.cu
// RUN: %hipport convert %t/k.cu -o %t/flag.hip --hip-version=5.2 --no-cuda-sdk --cuda-path=%t/empty
// RUN: FileCheck %s --input-file=%t/flag.hip
// RUN: %hip-syntax %t/flag.hip
// RUN: env HIPPORT_NO_CUDA_SDK=1 %hipport convert %t/k.cu -o %t/env.hip --hip-version=5.2 --cuda-path=%t/empty
// RUN: diff %t/flag.hip %t/env.hip
// lint runs the same checks on the same parse.
// RUN: %expect-exit 1 %hipport lint %t/k.cu --no-cuda-sdk --cuda-path=%t/empty 2>&1 | FileCheck %s --check-prefix=LINT

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_fp16.h>
// CHECK: #include <hip/hip_fp16.h>

namespace mine {
int cudaFree(void *) { return 0; }
} // namespace mine

struct Sums {
  float4 Lanes;
  // CHECK: float4 Lanes;
};

__global__ void reduce(float *Out, const __half *In, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  float V = I < N ? __half2float(In[I]) : 0.0f;
  V += __shfl_down_sync(0xffffffff, V, 16);
  // LINT: k.cu:[[@LINE-1]]:25: warning: 32-bit full mask passed to '__shfl_down_sync'{{.*}}[hipport-warp-full-mask]
  __syncthreads();
  if (threadIdx.x == 0)
    atomicAdd(Out, V);
}

int main() {
  float *Out;
  __half *In;
  cudaStream_t Stream;
  // CHECK: hipStream_t Stream;
  cudaStreamCreateWithFlags(&Stream, cudaStreamNonBlocking);
  // CHECK: hipStreamCreateWithFlags(&Stream, hipStreamNonBlocking);
  cudaMalloc(&Out, sizeof(float));
  // CHECK: hipMalloc(&Out, sizeof(float));
  cudaMalloc(&In, 64 * sizeof(__half));
  dim3 Grid(1), Block(64);
  reduce<<<Grid, Block, 0, Stream>>>(Out, In, 64);
  // CHECK: reduce<<<Grid, Block, 0, Stream>>>(Out, In, 64);
  cudaDeviceProp Prop;
  // CHECK: hipDeviceProp_t Prop;
  if (cudaGetDeviceProperties(&Prop, 0) != cudaSuccess)
    // CHECK: if (hipGetDeviceProperties(&Prop, 0) != hipSuccess)
    return 1;
  mine::cudaFree(Out);
  // CHECK: mine::cudaFree(Out);
  cudaFree(In);
  // CHECK: hipFree(In);
  return Prop.multiProcessorCount > 0 ? 0 : 1;
}
