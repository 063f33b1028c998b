// Code in preprocessor branches clang did not take is converted by tokens;
// an #if tree that chooses between CUDA and HIP code is left as it is.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --report %t.json
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// RUN: %hip-syntax %t.hip
// RUN: %hip-syntax -DUSE_LEGACY -DLEGACY_LEVEL=2 -DON_WINDOWS %t.hip

#include <cuda_runtime.h>

#ifdef USE_LEGACY
#include <cuda_runtime_api.h>
// CHECK: #include <hip/hip_runtime_api.h>
#if LEGACY_LEVEL > 1
static void sync_all() { cudaThreadSynchronize(); }
// CHECK: static void sync_all() { hipDeviceSynchronize(); }
#elif LEGACY_LEVEL > 0
static void sync_all() { cudaDeviceSynchronize(); }
// CHECK: static void sync_all() { hipDeviceSynchronize(); }
#else
static void sync_all() { cudaStreamSynchronize(0); }
// CHECK: static void sync_all() { hipStreamSynchronize(0); }
#endif
#else
static void sync_all() { cudaDeviceSynchronize(); }
// CHECK: static void sync_all() { hipDeviceSynchronize(); }
#endif

#if defined(ON_WINDOWS)
// A branch for another platform: a macro defined here, used below.
#define ALLOC(p, n) cudaMallocManaged(p, n)
// CHECK: #define ALLOC(p, n) hipMallocManaged(p, n)
#else
#define ALLOC(p, n) cudaMalloc(p, n)
// CHECK: #define ALLOC(p, n) hipMalloc(p, n)
#endif

// Defined in the branch clang takes, used only in one it skips: the body
// is never expanded, so it is converted by tokens too.
#define ERR_T cudaError_t
// CHECK: #define ERR_T hipError_t

__device__ float scaled(float x) {
#ifdef __CUDA_ARCH__
  // Device-only body: the host-side parse skips it.
  return __fdividef(x, 2.0f) + __ldg(&x) * warpSize;
  // CHECK: return __fdividef(x, 2.0f) + __ldg(&x) * warpSize;
#else
  return x / 2.0f;
#endif
}

int run(float **p, cudaStream_t s) {
  sync_all();
  ALLOC(p, 64);
#ifdef ON_WINDOWS
  ERR_T e = cudaStreamQuery(s);
  // CHECK: ERR_T e = hipStreamQuery(s);
  return e == cudaSuccess;
  // CHECK: return e == hipSuccess;
#endif
  return 0;
}

// Ported by hand already: the branch clang skips is not touched.
#if defined(__HIP_PLATFORM_AMD__)
typedef hipStream_t cudaStream_t;
// CHECK: typedef hipStream_t cudaStream_t;
#else
static const char *platform() { return "cuda"; }
#endif
// The report lists the regions converted by tokens, and each reference.
// REPORT: "token_converted": 8,
// REPORT: "cuda": "cudaThreadSynchronize",
// REPORT-NEXT: "line": 16
// REPORT: "token_regions": [
// REPORT-NEXT: "13-24",
// REPORT-NEXT: "31-33",
// REPORT-NEXT: "41",
// REPORT-NEXT: "58-61"
// REPORT-NEXT: ],
