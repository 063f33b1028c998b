// References inside the user's macro bodies are rewritten in the body, once;
// arguments of macros are rewritten where they are written; CUDA's own
// macros are renamed where the user spells them.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>

#define ALLOC(ptr, bytes) cudaMalloc(&(ptr), (bytes))
// CHECK: #define ALLOC(ptr, bytes) hipMalloc(&(ptr), (bytes))
#define SYNC() cudaStreamSynchronize(0)
// CHECK: #define SYNC() hipStreamSynchronize(0)
#define FLAGS cudaStreamNonBlocking
// CHECK: #define FLAGS hipStreamNonBlocking

#ifdef cudaStreamNonBlocking
// CHECK: #ifdef hipStreamNonBlocking
#define HAVE_FLAGS 1
#endif
#if defined(cudaHostAllocDefault)
// CHECK: #if defined(hipHostMallocDefault)
#define HAVE_HOST_FLAGS 1
#endif

void use(float *a, float *b) {
  ALLOC(a, 16);
  ALLOC(b, 32);
  SYNC();
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, FLAGS);
}
