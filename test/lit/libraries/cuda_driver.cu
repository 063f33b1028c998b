// The driver API (cuda.h): devices, contexts, modules, launches, memory and
// error handling become HIP's module API, and the output compiles with HIP.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %hip-syntax -Wno-deprecated-declarations %t.hip

#include <cuda.h>
// CHECK: #include <hip/hip_runtime.h>
#include <cstdio>

#define CU_CHECK(call)                                                         \
  do {                                                                         \
    CUresult err_ = (call);                                                    \
    if (err_ != CUDA_SUCCESS)                                                  \
      std::printf("error %d at %s:%d\n", (int)err_, __FILE__, __LINE__);      \
  } while (0)
// CHECK: hipError_t err_ = (call);
// CHECK: if (err_ != hipSuccess)

typedef CUresult (*InitFn)(unsigned int);
// CHECK: typedef hipError_t (*InitFn)(unsigned int);
static InitFn init_fn = cuInit;
// CHECK: static InitFn init_fn = hipInit;

static const char *describe(CUresult r) {
  switch (r) {
  // CHECK: switch (r) {
  case CUDA_SUCCESS:
    // CHECK: case hipSuccess:
    return "ok";
  case CUDA_ERROR_OUT_OF_MEMORY:
    // CHECK: case hipErrorOutOfMemory:
    return "out of memory";
  case CUDA_ERROR_NOT_FOUND:
    // CHECK: case hipErrorNotFound:
    return "not found";
  default:
    return "other";
  }
}

// HIP 5.2 declares hipMemcpyHtoD(hipDeviceptr_t, void *, size_t): no const.
template <typename T> CUresult upload(CUdeviceptr dst, T *src, size_t n) {
  // CHECK: template <typename T> hipError_t upload(hipDeviceptr_t dst, T *src, size_t n) {
  return cuMemcpyHtoD(dst, src, n * sizeof(T));
  // CHECK: return hipMemcpyHtoD(dst, src, n * sizeof(T));
}

// Flags HIP spells like the runtime's (hipDeviceScheduleBlockingSync, not a
// HIP_CTX_ name), and the driver's page-locked host memory.
CUresult pinned(CUcontext *ctx, CUdevice dev, float **host, size_t n,
                CUDA_ARRAY3D_DESCRIPTOR *desc) {
  CU_CHECK(cuCtxCreate(ctx, nullptr, CU_CTX_SCHED_BLOCKING_SYNC | CU_CTX_MAP_HOST, dev));
  // CHECK: CU_CHECK(hipCtxCreate(ctx, hipDeviceScheduleBlockingSync | hipDeviceMapHost, dev));
  CU_CHECK(cuMemHostAlloc((void **)host, n * sizeof(float),
                          CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP));
  // CHECK: CU_CHECK(hipHostMalloc((void **)host, n * sizeof(float),
  // CHECK-NEXT: hipHostMallocPortable | hipHostMallocMapped));
  CUdeviceptr mapped;
  CU_CHECK(cuMemHostGetDevicePointer(&mapped, *host, 0));
  // CHECK: CU_CHECK(hipHostGetDevicePointer(&mapped, *host, 0));
  static float staging[64];
  CU_CHECK(cuMemHostRegister(staging, sizeof staging, CU_MEMHOSTREGISTER_PORTABLE));
  // CHECK: CU_CHECK(hipHostRegister(staging, sizeof staging, hipHostRegisterPortable));
  CU_CHECK(cuMemHostUnregister(staging));
  // CHECK: CU_CHECK(hipHostUnregister(staging));
  desc->Flags = CUDA_ARRAY3D_LAYERED | CUDA_ARRAY3D_SURFACE_LDST;
  // CHECK: desc->Flags = hipArrayLayered | hipArraySurfaceLoadStore;
  int cpu = CU_DEVICE_CPU;
  // CHECK: int cpu = hipCpuDeviceId;
  return cpu == CU_DEVICE_INVALID ? CUDA_ERROR_INVALID_DEVICE : CUDA_SUCCESS;
  // CHECK: return cpu == hipInvalidDeviceId ? hipErrorInvalidDevice : hipSuccess;
}

int run(float *host, float *out, size_t n) {
  CU_CHECK(init_fn(0));
  CUdevice dev;
  // CHECK: hipDevice_t dev;
  CU_CHECK(cuDeviceGet(&dev, 0));
  // CHECK: CU_CHECK(hipDeviceGet(&dev, 0));
  int count = 0;
  CU_CHECK(cuDeviceGetCount(&count));
  // CHECK: CU_CHECK(hipGetDeviceCount(&count));
  int threads = 0;
  CU_CHECK(cuDeviceGetAttribute(&threads, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, dev));
  // CHECK: CU_CHECK(hipDeviceGetAttribute(&threads, hipDeviceAttributeMaxThreadsPerBlock, dev));
  CUcontext ctx;
  // CHECK: hipCtx_t ctx;
  CU_CHECK(cuCtxCreate(&ctx, nullptr, 0, dev));
  // CHECK: CU_CHECK(hipCtxCreate(&ctx, 0, dev));
  // DIAG: 'cuCtxCreate' is deprecated: HIP deprecates the context API
  CUmodule mod;
  CUfunction fn;
  // CHECK: hipModule_t mod;
  // CHECK: hipFunction_t fn;
  CU_CHECK(cuModuleLoad(&mod, "kernel.co"));
  CU_CHECK(cuModuleGetFunction(&fn, mod, "scale"));
  // CHECK: CU_CHECK(hipModuleLoad(&mod, "kernel.co"));
  // CHECK: CU_CHECK(hipModuleGetFunction(&fn, mod, "scale"));
  CUdeviceptr buf;
  CU_CHECK(cuMemAlloc(&buf, n * sizeof(float)));
  // CHECK: CU_CHECK(hipMalloc(&buf, n * sizeof(float)));
  CU_CHECK(upload(buf, host, n));
  CUstream stream;
  CU_CHECK(cuStreamCreate(&stream, CU_STREAM_DEFAULT));
  // CHECK: hipStream_t stream;
  // CHECK: CU_CHECK(hipStreamCreateWithFlags(&stream, hipStreamDefault));
  void *args[] = {&buf, &n};
  CU_CHECK(cuLaunchKernel(fn, 1, 1, 1, 256, 1, 1, 0, stream, args, nullptr));
  // CHECK: CU_CHECK(hipModuleLaunchKernel(fn, 1, 1, 1, 256, 1, 1, 0, stream, args, nullptr));
  CU_CHECK(cuStreamSynchronize(stream));
  CU_CHECK(cuMemcpyDtoH(out, buf, n * sizeof(float)));
  // CHECK: CU_CHECK(hipStreamSynchronize(stream));
  // CHECK: CU_CHECK(hipMemcpyDtoH(out, buf, n * sizeof(float)));
  CU_CHECK(cuStreamDestroy(stream));
  CU_CHECK(cuMemFree(buf));
  CU_CHECK(cuModuleUnload(mod));
  CU_CHECK(cuCtxDestroy(ctx));
  // CHECK: CU_CHECK(hipStreamDestroy(stream));
  // CHECK: CU_CHECK(hipFree(buf));
  // CHECK: CU_CHECK(hipModuleUnload(mod));
  // CHECK: CU_CHECK(hipCtxDestroy(ctx));
  std::printf("%s\n", describe(CUDA_SUCCESS));
  return 0;
}
