// A whole CUDA program with its own main() runs on the model: the runtime
// API (memory, copies, symbols, errors, the device's description, events,
// streams) is the model's (WarpModelRuntime.h), device memory is host
// memory, and the program's output and exit status are passed through. The
// device reports the model's width as its warp size.
// RUN: %warp-model --width 32 %s | FileCheck %s --check-prefixes=CHECK,W32 --implicit-check-not=model
// RUN: %warp-model --width 64 --platform cuda %s | FileCheck %s --check-prefixes=CHECK,W64 --implicit-check-not=model

#include <cuda_runtime.h>
#include <cstdio>

#define CHECK_CUDA(call)                                                       \
  do {                                                                         \
    cudaError_t e = (call);                                                    \
    if (e != cudaSuccess) {                                                    \
      printf("%s failed: %s\n", #call, cudaGetErrorString(e));                 \
      return 1;                                                                \
    }                                                                          \
  } while (0)

__constant__ int scale[2];
__device__ int total;

__global__ void scaleAll(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = in[i] * scale[i % 2];
    atomicAdd(&total, out[i]);
  }
}

int main() {
  const int n = 100;
  int *h = nullptr, *pinned = nullptr, *d_in = nullptr, *d_out = nullptr,
      *managed = nullptr;
  h = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i)
    h[i] = i;
  CHECK_CUDA(cudaMallocHost((void **)&pinned, n * sizeof(int)));
  CHECK_CUDA(cudaHostAlloc(&managed, 4, cudaHostAllocDefault));
  CHECK_CUDA(cudaFreeHost(managed));
  CHECK_CUDA(cudaMallocManaged(&managed, n * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&d_in, n * sizeof(int)));
  CHECK_CUDA(cudaMalloc((void **)&d_out, n * sizeof(int)));
  CHECK_CUDA(cudaMemset(d_out, 0xff, n * sizeof(int)));
  CHECK_CUDA(cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice));
  int s[2] = {2, 3};
  CHECK_CUDA(cudaMemcpyToSymbol(scale, s, sizeof(s)));
  int zero = 0;
  CHECK_CUDA(cudaMemcpyToSymbol(total, &zero, sizeof(int), 0,
                                cudaMemcpyHostToDevice));

  cudaStream_t stream;
  cudaEvent_t start, stop;
  CHECK_CUDA(cudaStreamCreate(&stream));
  CHECK_CUDA(cudaEventCreate(&start));
  CHECK_CUDA(cudaEventCreate(&stop));
  CHECK_CUDA(cudaEventRecord(start, stream));
  scaleAll<<<(n + 63) / 64, 64, 0, stream>>>(d_in, d_out, n);
  CHECK_CUDA(cudaGetLastError());
  CHECK_CUDA(cudaEventRecord(stop, stream));
  CHECK_CUDA(cudaEventSynchronize(stop));
  float ms = 0;
  CHECK_CUDA(cudaEventElapsedTime(&ms, start, stop));
  CHECK_CUDA(cudaStreamSynchronize(stream));
  CHECK_CUDA(cudaMemcpyAsync(pinned, d_out, n * sizeof(int),
                             cudaMemcpyDeviceToHost, stream));
  CHECK_CUDA(cudaMemcpy(managed, pinned, n * sizeof(int), cudaMemcpyDefault));
  int sum = 0;
  CHECK_CUDA(cudaMemcpyFromSymbol(&sum, total, sizeof(int)));
  CHECK_CUDA(cudaDeviceSynchronize());
  // CHECK: out[1] = 3, out[98] = 196, total 12400, elapsed > 0: yes
  printf("out[1] = %d, out[98] = %d, total %d, elapsed > 0: %s\n", managed[1],
         managed[98], sum, ms > 0 ? "yes" : "no");

  // A refused launch is an error GetLastError reports, once; the model
  // reports it too, but it is the program's error here, so the model's
  // error count is reset below to keep the verdict the program's.
  scaleAll<<<1, 2048>>>(d_in, d_out, n);
  cudaError_t refused = cudaGetLastError();
  // CHECK: model error: launch of 1 blocks of 2048 threads (a block has 1 to 1024)
  // CHECK-NEXT: refused: invalid configuration argument (9), then: no error
  printf("refused: %s (%d), then: %s\n", cudaGetErrorString(refused),
         int(refused), cudaGetErrorString(cudaPeekAtLastError()));
  hipmodel::rt().Errors = 0;

  int count = 0, device = -1, warp = 0;
  CHECK_CUDA(cudaGetDeviceCount(&count));
  CHECK_CUDA(cudaSetDevice(0));
  CHECK_CUDA(cudaGetDevice(&device));
  cudaDeviceProp prop;
  CHECK_CUDA(cudaGetDeviceProperties(&prop, device));
  CHECK_CUDA(cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, device));
  // W32: 1 device(s), device 0: warpSize 32 (attribute 32), 1024 threads, 4 SMs, sm_80
  // W64: 1 device(s), device 0: warpSize 64 (attribute 64), 1024 threads, 4 SMs, sm_90
  printf("%d device(s), device %d: warpSize %d (attribute %d), %d threads, "
         "%d SMs, sm_%d%d\n",
         count, device, prop.warpSize, warp, prop.maxThreadsPerBlock,
         prop.multiProcessorCount, prop.major, prop.minor);
  // CHECK: named: yes, shared 65536, memory > 1 GiB: yes, clock > 0: yes
  printf("named: %s, shared %zu, memory > 1 GiB: %s, clock > 0: %s\n",
         prop.name[0] ? "yes" : "no", prop.sharedMemPerBlock,
         prop.totalGlobalMem > (size_t(1) << 30) ? "yes" : "no",
         prop.clockRate > 0 ? "yes" : "no");

  CHECK_CUDA(cudaEventDestroy(start));
  CHECK_CUDA(cudaEventDestroy(stop));
  CHECK_CUDA(cudaStreamDestroy(stream));
  CHECK_CUDA(cudaFree(d_in));
  CHECK_CUDA(cudaFree(d_out));
  CHECK_CUDA(cudaFree(managed));
  CHECK_CUDA(cudaFreeHost(pinned));
  free(h);
  CHECK_CUDA(cudaDeviceReset());
  // CHECK: PASS
  printf("PASS\n");
  return 0;
}
