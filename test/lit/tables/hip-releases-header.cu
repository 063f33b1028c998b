// cuda_gl_interop.h becomes hip/hip_gl_interop.h, which HIP has from 5.6 on:
// converted at the default --hip-version=7.0 and compiled against a stand-in
// for the header. Below 5.6 hip_runtime_api.h declares the API (Debian's 5.2
// has no hip_gl_interop.h), so at 5.2 the include is that header's, here
// dropped after hip_runtime.h, and the output compiles as it is. Its API
// converts as HIP declares it in hip_runtime_api.h from 5.2 on (the table
// generator reads cuda_gl_interop.h); the rest of it (cudaGLMapBufferObject
// and CUDA's other deprecated buffer-object calls) has no HIP counterpart.
// CUDA's header needs the toolkit (it includes GL/gl.h), so the test needs
// the CUDA SDK.
// UNSUPPORTED: no-cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax -I%S/Inputs/hip70 %t.hip
// RUN: %hipport convert %t.cu -o %t.52.hip --hip-version=5.2 2> %t.52.err
// RUN: count 0 < %t.52.err
// RUN: FileCheck %s --check-prefix=OLD --input-file=%t.52.hip
// RUN: %hip-syntax %t.52.hip

#include <cuda_runtime.h>
#include <cuda_gl_interop.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_gl_interop.h>
// OLD: #include <hip/hip_runtime.h>
// OLD-NOT: #include
// OLD: hipGLGetDevices(&count, devices, 4, hipGLDeviceListAll);

int ready() { return 0; }

int devicesOf(GLuint buffer) {
  unsigned int count = 0;
  int devices[4];
  cudaGLGetDevices(&count, devices, 4, cudaGLDeviceListAll);
  // CHECK: hipGLGetDevices(&count, devices, 4, hipGLDeviceListAll);
  cudaGraphicsResource *resource;
  cudaGraphicsGLRegisterBuffer(&resource, buffer, cudaGraphicsRegisterFlagsNone);
  // CHECK: hipGraphicsGLRegisterBuffer(&resource, buffer, hipGraphicsRegisterFlagsNone);
  cudaGraphicsGLRegisterImage(&resource, buffer, 0x0DE1, cudaGraphicsRegisterFlagsReadOnly);
  // CHECK: hipGraphicsGLRegisterImage(&resource, buffer, 0x0DE1, hipGraphicsRegisterFlagsReadOnly);
  return (int)count;
}
