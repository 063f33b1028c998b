// Driver and runtime enumerators HIP spells otherwise, with the same value
// and meaning (tools/hipport-tablegen/overrides.yaml): the JIT options,
// hipJitOption's in CUDA's order; device attributes (MAXIMUM_* as Max*, the
// deprecated aliases, the one-dimensional limits HIP names without the
// dimension); errors as the runtime's of the same number; the stream wait
// comparison. Each used to be left as CUDA, or, for CU_JIT_CACHE_MODE,
// become a later HIP's enum type. The output compiles with HIP 5.2.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax -Wno-deprecated-declarations %t.hip
// RUN: %hipport mappings query cudaDriverEntryPointSuccess | FileCheck %s --check-prefix=QUERY
// QUERY: cudaDriverEntryPointSuccess (enumerator, cuda_runtime): HIP_GET_PROC_ADDRESS_SUCCESS [HIP 6.2+]

#include <cuda.h>
#include <cuda_runtime.h>

int enumerators(CUdevice dev) {
  CUjit_option opts[] = {CU_JIT_MAX_REGISTERS, CU_JIT_CACHE_MODE, CU_JIT_FAST_COMPILE};
  // CHECK: hipJitOption opts[] = {hipJitOptionMaxRegisters, hipJitOptionCacheMode, hipJitOptionFastCompile};
  int v = 0;
  cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT, dev);
  // CHECK: hipDeviceGetAttribute(&v, hipDeviceAttributeMaxTexture2DHeight, dev);
  cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK, dev);
  // CHECK: hipDeviceGetAttribute(&v, hipDeviceAttributeMaxRegistersPerBlock, dev);
  cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH, dev);
  // CHECK: hipDeviceGetAttribute(&v, hipDeviceAttributeMaxSurface1D, dev);
  cudaDeviceGetAttribute(&v, cudaDevAttrMaxTextureCubemapWidth, 0);
  // CHECK: hipDeviceGetAttribute(&v, hipDeviceAttributeMaxTextureCubemap, 0);
  CUresult r = CUDA_ERROR_LAUNCH_FAILED;
  // CHECK: hipError_t r = hipErrorLaunchFailure;
  unsigned wait = CU_STREAM_WAIT_VALUE_GEQ;
  // CHECK: unsigned wait = hipStreamWaitValueGte;
  unsigned surface = CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST;
  // CHECK: unsigned surface = hipGraphicsRegisterFlagsSurfaceLoadStore;
  cudaError_t e = cudaErrorDeviceUninitialized;
  // CHECK: hipError_t e = hipErrorInvalidContext;
  (void)opts;
  return v + r + wait + surface + e;
}
