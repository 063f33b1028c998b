// The driver API's other spellings of a type, mapped from the headers'
// typedefs by the table generator (tools/hipport-tablegen/aliases.py): the
// enum and struct tags (CUarray_format_enum, CUstream_st...) and the
// versioned typedefs the plain names alias (CUdeviceptr_v2,
// CUDA_MEMCPY2D_v2), and the _v2 functions cuda.h #defines the plain names
// to. Each used to be left as CUDA ("no HIP counterpart"), which HIP does
// not compile: error: unknown type name 'CUarray_format_enum'. The output
// compiles with HIP 5.2 and with the HIP 7.0 stand-ins.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 --report %t.json 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip --implicit-check-not='{{^[^/]*[^A-Za-z_/]CU}}'
// RUN: count 0 < %t.err
// RUN: %hip-syntax -Wno-deprecated-declarations %t.hip
// RUN: %hipport convert %t.cu -o %t.70.hip 2> %t.70.err
// RUN: count 0 < %t.70.err
// RUN: %hip-syntax -Wno-deprecated-declarations -I%S/../tables/Inputs/hip70 -include hip70_declarations.h %t.70.hip

#include <cuda.h>

struct Launch {
  CUstream_st *stream;
  // CHECK: ihipStream_t *stream;
  CUevent_st *done;
  // CHECK: ihipEvent_t *done;
  CUctx_st *context;
  // CHECK: ihipCtx_t *context;
  CUmod_st *module;
  // CHECK: ihipModule_t *module;
  CUfunc_st *kernel;
  // CHECK: ihipModuleSymbol_t *kernel;
  CUtexref_st *texture;
  // CHECK: textureReference *texture;
  CUarray_st *array;
  // CHECK: hipArray *array;
};

CUarray_format_enum formatOf(bool wide) {
  // CHECK: hipArray_Format formatOf(bool wide) {
  return wide ? CU_AD_FORMAT_FLOAT : CU_AD_FORMAT_HALF;
  // CHECK: return wide ? HIP_AD_FORMAT_FLOAT : HIP_AD_FORMAT_HALF;
}

bool onDevice(CUmemorytype_enum type) { return type == CU_MEMORYTYPE_DEVICE; }
// CHECK: bool onDevice(hipMemoryType type) { return type == hipMemoryTypeDevice; }

CUresult copyRows(CUdeviceptr_v2 dst, const void *src, size_t pitch,
                  size_t width, size_t rows) {
  // CHECK: hipError_t copyRows(hipDeviceptr_t dst, const void *src, size_t pitch,
  CUDA_MEMCPY2D_v2 copy = {};
  // CHECK: hip_Memcpy2D copy = {};
  copy.srcMemoryType = CU_MEMORYTYPE_HOST;
  copy.srcHost = src;
  copy.srcPitch = pitch;
  copy.dstMemoryType = CU_MEMORYTYPE_DEVICE;
  copy.dstDevice = dst;
  copy.dstPitch = pitch;
  copy.WidthInBytes = width;
  copy.Height = rows;
  return cuMemcpy2D_v2(&copy);
  // CHECK: return hipMemcpyParam2D(&copy);
}

CUresult scratch(CUdeviceptr_v2 *p, size_t n) { return cuMemAlloc_v2(p, n); }
// CHECK: hipError_t scratch(hipDeviceptr_t *p, size_t n) { return hipMalloc(p, n); }

// The descriptor copies are HIP's hipMemcpyParam2D and hipDrvMemcpy3D, not
// the runtime's hipMemcpy2D/hipMemcpy3D that a rename would give.
CUresult copies(const CUDA_MEMCPY2D *c2, const CUDA_MEMCPY3D *c3, CUstream s) {
  cuMemcpy2DAsync(c2, s);
  // CHECK: hipMemcpyParam2DAsync(c2, s);
  cuMemcpy2DUnaligned(c2);
  // CHECK: hipDrvMemcpy2DUnaligned(c2);
  cuMemcpy3DAsync(c3, s);
  // CHECK: hipDrvMemcpy3DAsync(c3, s);
  return cuMemcpy3D(c3);
  // CHECK: return hipDrvMemcpy3D(c3);
}
