// Versioned driver entry points that CUDA 13's cuda.h declares only for its
// own build (cuCtxCreate_v2, cuTexRefSetAddress2D_v2, cuGraphInstantiate_v2,
// cuStreamGetCaptureInfo_v2) do not parse when code names them; they are
// converted by tokens from mappings/cuda_removed.yaml to HIP's functions of
// the same parameters, and the output compiles as HIP.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=NOTE --input-file=%t.err
// RUN: %hip-syntax %t.hip

#include <cuda.h>

CUresult run(CUdevice device, CUtexref texref, CUdeviceptr pointer,
             CUgraph graph, CUstream stream) {
  CUcontext context;
  CUresult result = cuCtxCreate_v2(&context, 0, device);
  // CHECK: hipError_t result = hipCtxCreate(&context, 0, device);
  // CUDA 12's three-argument cuCtxCreate (cuCtxCreate_v2 there) converts as
  // it is; the note speaks of the argument dropped from CUDA 13's four.
  result = cuCtxCreate(&context, 0, device);
  // CHECK: result = hipCtxCreate(&context, 0, device);
  // NOTE: note: 'cuCtxCreate' is deprecated: HIP deprecates the context API; hipCtxCreate(ctx, flags, device) has no creation parameters, so CUDA 13's second of four arguments is dropped
  CUDA_ARRAY_DESCRIPTOR descriptor = {};
  result = cuTexRefSetAddress2D_v2(texref, &descriptor, pointer, 256);
  // CHECK: result = hipTexRefSetAddress2D(texref, &descriptor, pointer, 256);
  CUgraphExec exec;
  CUgraphNode failed;
  char log[64];
  result = cuGraphInstantiate_v2(&exec, graph, &failed, log, sizeof log);
  // CHECK: result = hipGraphInstantiate(&exec, graph, &failed, log, sizeof log);
  // cuGraphInstantiate names cuGraphInstantiate_v2 (five arguments) before
  // CUDA 12 and cuGraphInstantiateWithFlags (three) from CUDA 12 on; in the
  // branch clang does not parse, the count of arguments tells which. HIP
  // takes the first branch (it does not define CUDA_VERSION), so a wrong
  // name there would not compile.
#if CUDA_VERSION < 12000
  result = cuGraphInstantiate(&exec, graph, &failed, log, sizeof log);
#else
  result = cuGraphInstantiate(&exec, graph, 0);
#endif
  // CHECK: #if CUDA_VERSION < 12000
  // CHECK-NEXT: result = hipGraphInstantiate(&exec, graph, &failed, log, sizeof log);
  // CHECK-NEXT: #else
  // CHECK-NEXT: result = hipGraphInstantiateWithFlags(&exec, graph, 0);
  CUstreamCaptureStatus status;
  unsigned long long id;
  CUgraph captured;
  const CUgraphNode *dependencies;
  size_t count;
  result = cuStreamGetCaptureInfo_v2(stream, &status, &id, &captured,
                                     &dependencies, &count);
  // CHECK: result = hipStreamGetCaptureInfo_v2(stream, &status, &id, &captured,
  return result;
}
