// The driver's OpenGL interop (cudaGL.h) converts as HIP declares it in
// hip_runtime_api.h from 5.2 on: cuGLGetDevices and its device lists,
// cuGraphicsGLRegisterBuffer/Image (the table generator reads cudaGL.h), and
// the list's enum tag CUGLDeviceList_enum as HIP's tag hipGLDeviceList. The
// header becomes hip/hip_gl_interop.h, as cuda_gl_interop.h does (HIP 5.6
// on, so compiled against the suite's stand-in); at 5.2 it becomes
// hip/hip_runtime_api.h, dropped after hip_runtime.h, and the output compiles
// with Debian's headers. The buffer-object calls CUDA deprecated
// (cuGLMapBufferObject...) have no HIP counterpart. cudaGL.h needs the
// toolkit (it includes GL/gl.h), so the test needs the CUDA SDK.
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

#include <cuda.h>
#include <cudaGL.h>
// CHECK: #include <hip/hip_gl_interop.h>
// OLD: #include <hip/hip_runtime.h>
// OLD-NOT: #include
// OLD: hipGLGetDevices(&count, found, 4, hipGLDeviceListAll);

int devices(GLuint buffer, GLuint texture) {
  unsigned int count = 0;
  CUdevice found[4];
  cuGLGetDevices(&count, found, 4, CU_GL_DEVICE_LIST_ALL);
  // CHECK: hipGLGetDevices(&count, found, 4, hipGLDeviceListAll);
  CUgraphicsResource resource;
  cuGraphicsGLRegisterBuffer(&resource, buffer, CU_GRAPHICS_REGISTER_FLAGS_NONE);
  // CHECK: hipGraphicsGLRegisterBuffer(&resource, buffer, hipGraphicsRegisterFlagsNone);
  cuGraphicsGLRegisterImage(&resource, texture, 0x0DE1, CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY);
  // CHECK: hipGraphicsGLRegisterImage(&resource, texture, 0x0DE1, hipGraphicsRegisterFlagsReadOnly);
  CUGLDeviceList list = CU_GL_DEVICE_LIST_CURRENT_FRAME;
  // CHECK: hipGLDeviceList list = hipGLDeviceListCurrentFrame;
  enum CUGLDeviceList_enum next = CU_GL_DEVICE_LIST_NEXT_FRAME;
  // CHECK: enum hipGLDeviceList next = hipGLDeviceListNextFrame;
  return (int)count + (int)list + (int)next;
}
