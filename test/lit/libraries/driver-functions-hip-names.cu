// Driver functions HIP spells like the runtime's or with a hipDrv/hipModule
// prefix, with the same parameters (tools/hipport-tablegen/overrides.yaml):
// the stream-ordered allocator, the current context's limits, the
// occupancy of a module's function (not the runtime's, which takes a host
// stub), pointer attributes; CUtexObject is hipTextureObject_t and CUarray
// hipArray_t, which every release declares (hiparray is gone in HIP 6.0).
// Each used to be left as CUDA or become a function with other parameters.
// The output compiles with HIP 5.2.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax -Wno-deprecated-declarations %t.hip
// RUN: %hipport mappings query cuGraphAddMemcpyNode | FileCheck %s --check-prefix=QUERY
// QUERY: cuGraphAddMemcpyNode (function, cuda_driver): hipDrvGraphAddMemcpyNode [HIP 6.0+]
// The driver's launch parameters name a module function, as HIP's
// hipFunctionLaunchParams does (not the runtime's hipLaunchParams);
// cusolver_int_t is CUDA's typedef of int.
// RUN: %hipport mappings query CUDA_LAUNCH_PARAMS cuLaunchCooperativeKernelMultiDevice cuTexRefSetAddress2D_v3 cusolver_int_t | FileCheck %s --check-prefix=QUERY2
// QUERY2: CUDA_LAUNCH_PARAMS (type, cuda_driver): hipFunctionLaunchParams [HIP 5.5+]
// QUERY2: cuLaunchCooperativeKernelMultiDevice (function, cuda_driver): hipModuleLaunchCooperativeKernelMultiDevice [HIP 5.5+]
// QUERY2: cuTexRefSetAddress2D_v3 (function, cuda_driver): hipTexRefSetAddress2D [deprecated
// QUERY2: cusolver_int_t (type, cusolver): int{{$}}

#include <cuda.h>

CUresult driver(CUstream stream, CUfunction f, CUtexObject tex, CUarray array) {
  // CHECK: hipError_t driver(hipStream_t stream, hipFunction_t f, hipTextureObject_t tex, hipArray_t array) {
  CUdeviceptr p;
  CUresult r = cuMemAllocAsync(&p, 256, stream);
  // CHECK: hipError_t r = hipMallocAsync(&p, 256, stream);
  r = cuMemFreeAsync(p, stream);
  // CHECK: r = hipFreeAsync(p, stream);
  size_t limit;
  r = cuCtxGetLimit(&limit, CU_LIMIT_MALLOC_HEAP_SIZE);
  // CHECK: r = hipDeviceGetLimit(&limit, hipLimitMallocHeapSize);
  int least, greatest;
  r = cuCtxGetStreamPriorityRange(&least, &greatest);
  // CHECK: r = hipDeviceGetStreamPriorityRange(&least, &greatest);
  unsigned flags;
  void *host = nullptr;
  r = cuMemHostGetFlags(&flags, host);
  // CHECK: r = hipHostGetFlags(&flags, host);
  int blocks;
  r = cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, 128, 0);
  // CHECK: r = hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, 128, 0);
  CUpointer_attribute attrs[1] = {CU_POINTER_ATTRIBUTE_MEMORY_TYPE};
  CUmemorytype type;
  void *data[1] = {&type};
  r = cuPointerGetAttributes(1, attrs, data, p);
  // CHECK: r = hipDrvPointerGetAttributes(1, attrs, data, p);
  (void)tex, (void)array;
  return r;
}
