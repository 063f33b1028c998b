//===- cuda_runtime.h - The fuzz targets' small CUDA toolkit -------------===//
//
// hipport's fuzz targets parse every input against this header instead of
// a CUDA toolkit (docs/fuzzing.md): a few hundred lines of the CUDA names
// the project's tests use most (qualifiers, built-in variables, vector
// types, warp intrinsics, atomics, the runtime API), declared as CUDA
// declares them, so that an input parses in milliseconds and its CUDA names
// are CUDA declarations to hipport. Written for hipport; no CUDA text.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_FUZZ_CUDA_RUNTIME_H
#define HIPPORT_FUZZ_CUDA_RUNTIME_H

#include "cuda.h"
// As CUDA's header does, through crt/common_functions.h.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __restrict__ __restrict
#define __align__(N) __attribute__((aligned(N)))
#define __device_builtin__
#define CUDART_CB
#define CUDART_VERSION CUDA_VERSION

typedef __SIZE_TYPE__ size_t;

#define HIPPORT_FUZZ_VECTOR(T, N)                                              \
  struct N##1 { T x; };                                                        \
  struct N##2 { T x, y; };                                                     \
  struct N##3 { T x, y, z; };                                                  \
  struct N##4 { T x, y, z, w; };                                               \
  __host__ __device__ inline N##1 make_##N##1(T x) { return {x}; }             \
  __host__ __device__ inline N##2 make_##N##2(T x, T y) { return {x, y}; }     \
  __host__ __device__ inline N##3 make_##N##3(T x, T y, T z) {                 \
    return {x, y, z};                                                          \
  }                                                                            \
  __host__ __device__ inline N##4 make_##N##4(T x, T y, T z, T w) {            \
    return {x, y, z, w};                                                       \
  }
HIPPORT_FUZZ_VECTOR(signed char, char)
HIPPORT_FUZZ_VECTOR(unsigned char, uchar)
HIPPORT_FUZZ_VECTOR(short, short)
HIPPORT_FUZZ_VECTOR(unsigned short, ushort)
HIPPORT_FUZZ_VECTOR(int, int)
HIPPORT_FUZZ_VECTOR(unsigned int, uint)
HIPPORT_FUZZ_VECTOR(long, long)
HIPPORT_FUZZ_VECTOR(unsigned long, ulong)
HIPPORT_FUZZ_VECTOR(long long, longlong)
HIPPORT_FUZZ_VECTOR(unsigned long long, ulonglong)
HIPPORT_FUZZ_VECTOR(float, float)
HIPPORT_FUZZ_VECTOR(double, double)
#undef HIPPORT_FUZZ_VECTOR

struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
                                     unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return {x, y, z}; }
};

// threadIdx, blockIdx, blockDim, gridDim, warpSize: clang's own.
#include <__clang_cuda_builtin_vars.h>

enum cudaError {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorNotReady = 600
};
typedef enum cudaError cudaError_t;
enum cudaMemcpyKind {
  cudaMemcpyHostToHost,
  cudaMemcpyHostToDevice,
  cudaMemcpyDeviceToHost,
  cudaMemcpyDeviceToDevice,
  cudaMemcpyDefault
};
enum cudaDeviceAttr {
  cudaDevAttrMaxThreadsPerBlock = 1,
  cudaDevAttrWarpSize = 10,
  cudaDevAttrMultiProcessorCount = 16
};
enum cudaFuncAttribute { cudaFuncAttributeMaxDynamicSharedMemorySize = 8 };
enum cudaMemLocationType {
  cudaMemLocationTypeInvalid = 0,
  cudaMemLocationTypeDevice = 1,
  cudaMemLocationTypeHost = 2,
  cudaMemLocationTypeHostNuma = 3
};
enum cudaMemoryAdvise {
  cudaMemAdviseSetReadMostly = 1,
  cudaMemAdviseSetPreferredLocation = 3,
  cudaMemAdviseSetAccessedBy = 5
};
enum cudaFuncCache {
  cudaFuncCachePreferNone,
  cudaFuncCachePreferShared,
  cudaFuncCachePreferL1,
  cudaFuncCachePreferEqual
};
enum cudaSharedMemConfig {
  cudaSharedMemBankSizeDefault,
  cudaSharedMemBankSizeFourByte,
  cudaSharedMemBankSizeEightByte
};
struct cudaMemLocation {
  enum cudaMemLocationType type;
  int id;
};
#define cudaCpuDeviceId (-1)
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaMemAttachGlobal 0x01
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
#define cudaStreamPerThread ((cudaStream_t)0x2)
struct cudaDeviceProp {
  char name[256];
  size_t totalGlobalMem, sharedMemPerBlock;
  int regsPerBlock, warpSize, maxThreadsPerBlock, maxThreadsDim[3],
      maxGridSize[3], major, minor, multiProcessorCount,
      maxThreadsPerMultiProcessor;
  size_t sharedMemPerMultiprocessor;
};

extern "C" {
__host__ cudaError_t cudaMalloc(void **devPtr, size_t size);
__host__ cudaError_t cudaMallocManaged(
    void **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal);
__host__ cudaError_t cudaMallocHost(void **ptr, size_t size);
__host__ cudaError_t cudaFree(void *devPtr);
__host__ cudaError_t cudaFreeHost(void *ptr);
__host__ cudaError_t cudaMemcpy(void *dst, const void *src, size_t count,
                                enum cudaMemcpyKind kind);
__host__ cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count,
                                     enum cudaMemcpyKind kind,
                                     cudaStream_t stream = 0);
__host__ cudaError_t cudaMemset(void *devPtr, int value, size_t count);
__host__ cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count,
                                     cudaStream_t stream = 0);
__host__ cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count,
                                          struct cudaMemLocation location,
                                          unsigned int flags,
                                          cudaStream_t stream = 0);
__host__ cudaError_t cudaDeviceSynchronize(void);
__host__ cudaError_t cudaDeviceReset(void);
__host__ __device__ cudaError_t cudaGetLastError(void);
__host__ __device__ cudaError_t cudaPeekAtLastError(void);
__host__ __device__ const char *cudaGetErrorString(cudaError_t error);
__host__ const char *cudaGetErrorName(cudaError_t error);
__host__ cudaError_t cudaGetDevice(int *device);
__host__ cudaError_t cudaSetDevice(int device);
__host__ cudaError_t cudaGetDeviceCount(int *count);
__host__ cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop,
                                             int device);
__host__ __device__ cudaError_t cudaDeviceGetAttribute(int *value,
                                                       enum cudaDeviceAttr attr,
                                                       int device);
__host__ cudaError_t cudaStreamCreate(cudaStream_t *stream);
__host__ cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream,
                                               unsigned int flags);
__host__ cudaError_t cudaStreamDestroy(cudaStream_t stream);
__host__ cudaError_t cudaStreamSynchronize(cudaStream_t stream);
__host__ cudaError_t cudaEventCreate(cudaEvent_t *event);
__host__ cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event,
                                              unsigned int flags);
__host__ cudaError_t cudaEventRecord(cudaEvent_t event,
                                     cudaStream_t stream = 0);
__host__ cudaError_t cudaEventSynchronize(cudaEvent_t event);
__host__ cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start,
                                          cudaEvent_t end);
__host__ cudaError_t cudaEventDestroy(cudaEvent_t event);
__host__ cudaError_t cudaFuncSetAttribute(const void *func,
                                          enum cudaFuncAttribute attr,
                                          int value);
__host__ cudaError_t cudaFuncSetCacheConfig(const void *func,
                                            enum cudaFuncCache config);
__host__ cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig c);
__host__ cudaError_t cudaMemAdvise(const void *devPtr, size_t count,
                                   enum cudaMemoryAdvise advice,
                                   struct cudaMemLocation location);
__host__ cudaError_t cudaMemcpyFromSymbol(
    void *dst, const void *symbol, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
__host__ cudaError_t cudaProfilerStart(void);
__host__ cudaError_t cudaProfilerStop(void);
__host__ cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim,
                                      dim3 blockDim, void **args,
                                      size_t sharedMem, cudaStream_t stream);
__host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize);
__host__ cudaError_t cudaMemcpyToSymbol(
    const void *symbol, const void *src, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
// What a kernel launch (<<<...>>>) calls, by CUDA release.
unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim,
                                     size_t sharedMem = 0,
                                     cudaStream_t stream = 0);
cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0,
                              cudaStream_t stream = 0);
}

template <class T> __host__ cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return cudaMalloc((void **)devPtr, size);
}
template <class T>
__host__ cudaError_t cudaMallocManaged(
    T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal) {
  return cudaMallocManaged((void **)devPtr, size, flags);
}
template <class T> __host__ cudaError_t cudaMallocHost(T **ptr, size_t size) {
  return cudaMallocHost((void **)ptr, size);
}
template <class T>
__host__ cudaError_t cudaFuncSetAttribute(T *func, enum cudaFuncAttribute attr,
                                          int value) {
  return cudaFuncSetAttribute((const void *)func, attr, value);
}
template <class T>
__host__ cudaError_t cudaMemcpyFromSymbol(
    void *dst, const T &symbol, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}
template <class T>
__host__ cudaError_t cudaMemcpyToSymbol(
    const T &symbol, const void *src, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}

// min and max on the host: hipport's CUDA prelude.

// Synchronisation and warp intrinsics (sm_30_intrinsics.h and after).
extern "C" {
__device__ void __syncthreads(void);
__device__ int __syncthreads_count(int predicate);
__device__ int __syncthreads_and(int predicate);
__device__ int __syncthreads_or(int predicate);
__device__ void __syncwarp(unsigned mask = 0xffffffffu);
__device__ void __threadfence(void);
__device__ void __threadfence_block(void);
__device__ unsigned __activemask(void);
__device__ unsigned __ballot_sync(unsigned mask, int predicate);
__device__ unsigned __ballot(int predicate);
__device__ int __any_sync(unsigned mask, int predicate);
__device__ int __all_sync(unsigned mask, int predicate);
__device__ unsigned __uni_sync(unsigned mask, int predicate);
__device__ int __any(int predicate);
__device__ int __all(int predicate);
__device__ unsigned __match_any_sync(unsigned mask, int value);
__device__ unsigned __reduce_add_sync(unsigned mask, unsigned value);
__device__ unsigned __reduce_min_sync(unsigned mask, unsigned value);
__device__ unsigned __reduce_max_sync(unsigned mask, unsigned value);
__device__ int __popc(unsigned x);
__device__ int __popcll(unsigned long long x);
__device__ int __ffs(int x);
__device__ int __ffsll(long long x);
__device__ int __clz(int x);
__device__ int __clzll(long long x);
__device__ unsigned __brev(unsigned x);
__device__ unsigned long long __brevll(unsigned long long x);
__device__ unsigned __lanemask_lt(void);
__device__ long long clock64(void);
__device__ float __expf(float x);
__device__ float __fdividef(float x, float y);
__device__ float __saturatef(float x);
__host__ __device__ float rsqrtf(float x);
__device__ float __int_as_float(int x);
__device__ int __float_as_int(float x);
__device__ float __uint_as_float(unsigned x);
__device__ unsigned __float_as_uint(float x);
}

#define HIPPORT_FUZZ_SHUFFLES(T)                                               \
  __device__ T __shfl_sync(unsigned mask, T var, int srcLane,                  \
                           int width = warpSize);                              \
  __device__ T __shfl_up_sync(unsigned mask, T var, unsigned delta,            \
                              int width = warpSize);                           \
  __device__ T __shfl_down_sync(unsigned mask, T var, unsigned delta,          \
                                int width = warpSize);                         \
  __device__ T __shfl_xor_sync(unsigned mask, T var, int laneMask,             \
                               int width = warpSize);                          \
  __device__ T __shfl(T var, int srcLane, int width = warpSize);               \
  __device__ T __shfl_up(T var, unsigned delta, int width = warpSize);         \
  __device__ T __shfl_down(T var, unsigned delta, int width = warpSize);       \
  __device__ T __shfl_xor(T var, int laneMask, int width = warpSize);          \
  __device__ T __ldg(const T *ptr);
HIPPORT_FUZZ_SHUFFLES(int)
HIPPORT_FUZZ_SHUFFLES(unsigned)
HIPPORT_FUZZ_SHUFFLES(long)
HIPPORT_FUZZ_SHUFFLES(unsigned long)
HIPPORT_FUZZ_SHUFFLES(long long)
HIPPORT_FUZZ_SHUFFLES(unsigned long long)
HIPPORT_FUZZ_SHUFFLES(float)
HIPPORT_FUZZ_SHUFFLES(double)
#undef HIPPORT_FUZZ_SHUFFLES

#define HIPPORT_FUZZ_ATOMICS(T)                                                \
  __device__ T atomicAdd(T *address, T val);                                   \
  __device__ T atomicSub(T *address, T val);                                   \
  __device__ T atomicExch(T *address, T val);                                  \
  __device__ T atomicMin(T *address, T val);                                   \
  __device__ T atomicMax(T *address, T val);                                   \
  __device__ T atomicAnd(T *address, T val);                                   \
  __device__ T atomicOr(T *address, T val);                                    \
  __device__ T atomicXor(T *address, T val);                                   \
  __device__ T atomicCAS(T *address, T compare, T val);
HIPPORT_FUZZ_ATOMICS(int)
HIPPORT_FUZZ_ATOMICS(unsigned)
HIPPORT_FUZZ_ATOMICS(unsigned long long)
#undef HIPPORT_FUZZ_ATOMICS
__device__ float atomicAdd(float *address, float val);
__device__ double atomicAdd(double *address, double val);
__device__ unsigned atomicInc(unsigned *address, unsigned val);

__device__ int min(int a, int b);
__device__ int max(int a, int b);

#endif
