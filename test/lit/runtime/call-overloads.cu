// Calls whose HIP form depends on the arguments the CUDA call spells (the
// tables' `overloads`), and cudaHostAlloc, whose HIP namesake is deprecated
// in HIP 5.2 and lacks its `T **` overload. Renamed only, each of these
// failed to compile with Debian's HIP 5.2:
//   hipHostAlloc(&p, ...)        error: no matching function for call to 'hipHostAlloc'
//   hipEventCreate(&e, flags)    error: no matching function for call to 'hipEventCreate'
//   hipStreamWaitEvent(s, e)     error: no matching function for call to 'hipStreamWaitEvent'
//   hipGraphInstantiate(&x, g, 0) error: no matching function for call to 'hipGraphInstantiate'
// The output compiles against HIP 5.2 with deprecations as errors, and
// against the HIP 7.0 stand-ins.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=TOKENS --input-file=%t.err
// RUN: %hip-syntax -Werror=deprecated-declarations %t.hip
// RUN: %hipport convert %t.cu -o %t.70.hip --hip-version=7.0
// RUN: diff %t.hip %t.70.hip
// RUN: %hip-syntax -Werror=deprecated-declarations -I%S/../tables/Inputs/hip70 -include hip70_declarations.h %t.70.hip
// RUN: %hipport mappings query cudaEventCreate | FileCheck %s --check-prefix=QUERY
// QUERY: cudaEventCreate (function, cuda_runtime): hipEventCreate; called with 2 arguments: hipEventCreateWithFlags
// RUN: %hipport mappings query cudaStreamWaitEvent | FileCheck %s --check-prefix=QUERY-WAIT
// QUERY-WAIT: cudaStreamWaitEvent (function, cuda_runtime): hipStreamWaitEvent; called with 2 arguments: hipStreamWaitEvent($1, $2, 0)
// RUN: %hipport mappings query cudaGraphInstantiate | FileCheck %s --check-prefix=QUERY-GRAPH
// QUERY-GRAPH: cudaGraphInstantiate (function, cuda_runtime): hipGraphInstantiate; called with 2 arguments: hipGraphInstantiate($1, $2, nullptr, nullptr, 0); called with 3 arguments: hipGraphInstantiateWithFlags

#include <cuda_runtime.h>

#define TIMING_OFF cudaEventDisableTiming

template <typename T> cudaError_t makeEvent(cudaEvent_t *e, T flags) {
  return cudaEventCreate(e, flags);
  // CHECK: return hipEventCreateWithFlags(e, flags);
}

float *pinned(size_t n, cudaStream_t s, cudaEvent_t done) {
  cudaEvent_t a, b, c;
  cudaEventCreate(&a);
  // CHECK: hipEventCreate(&a);
  cudaEventCreate(&b, cudaEventDisableTiming);
  // CHECK: hipEventCreateWithFlags(&b, hipEventDisableTiming);
  cudaEventCreate(&c,
                  TIMING_OFF | cudaEventBlockingSync);
  // CHECK: hipEventCreateWithFlags(&c,
  // CHECK-NEXT: TIMING_OFF | hipEventBlockingSync);
  makeEvent(&c, cudaEventDefault);
  cudaStreamWaitEvent(s, done);
  // CHECK: hipStreamWaitEvent(s, done, 0);
  cudaStreamWaitEvent(s, done, 0);
  // CHECK: hipStreamWaitEvent(s, done, 0);
  float *p = nullptr, *q = nullptr;
  cudaHostAlloc(&p, n * sizeof(float), cudaHostAllocMapped);
  // CHECK: hipHostMalloc(&p, n * sizeof(float), hipHostMallocMapped);
  cudaHostAlloc((void **)&q, n * sizeof(float),
                cudaHostAllocPortable | cudaHostAllocWriteCombined);
  // CHECK: hipHostMalloc((void **)&q, n * sizeof(float),
  // CHECK-NEXT: hipHostMallocPortable | hipHostMallocWriteCombined);
  cudaHostAlloc(&q, n, cudaHostAllocDefault);
  // CHECK: hipHostMalloc(&q, n, hipHostMallocDefault);
  cudaFreeHost(q);
  return p;
}

// CUDA 12's cudaGraphInstantiate(exec, graph, flags = 0): HIP keeps CUDA
// 11's five parameters, and its flags form has a name of its own.
cudaError_t instantiate(cudaGraphExec_t *x, cudaGraph_t g, bool upload) {
  if (upload)
    return cudaGraphInstantiate(x, g, cudaGraphInstantiateFlagAutoFreeOnLaunch);
  // CHECK: return hipGraphInstantiateWithFlags(x, g, hipGraphInstantiateFlagAutoFreeOnLaunch);
  return cudaGraphInstantiate(x, g);
  // CHECK: return hipGraphInstantiate(x, g, nullptr, nullptr, 0);
}

// Code clang does not parse: the arguments are counted between the
// parentheses; one whose arguments change is reported.
#ifdef USE_OLD_EVENTS
void notParsed(cudaEvent_t *e, cudaStream_t s, cudaEvent_t d) {
  cudaEventCreate(e, f(1, 2));
  // CHECK: hipEventCreateWithFlags(e, f(1, 2));
  cudaEventCreate(e);
  // CHECK: hipEventCreate(e);
  cudaStreamWaitEvent(s, d);
  // TOKENS: .cu:[[@LINE-1]]:3: warning: 'cudaStreamWaitEvent' becomes 'hipStreamWaitEvent($1, $2, 0)' in HIP
}
#endif
