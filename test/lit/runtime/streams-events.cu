// Streams, events and the flags macros that go with them.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip

#include <cuda_runtime.h>

float timeCopy(float *dst, const float *src, size_t bytes) {
  cudaStream_t stream;
  // CHECK: hipStream_t stream;
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  // CHECK: hipStreamCreateWithFlags(&stream, hipStreamNonBlocking);
  cudaEvent_t start, stop;
  // CHECK: hipEvent_t start, stop;
  cudaEventCreate(&start);
  // CHECK: hipEventCreate(&start);
  cudaEventCreateWithFlags(&stop, cudaEventDefault);
  // CHECK: hipEventCreateWithFlags(&stop, hipEventDefault);
  cudaEventRecord(start, stream);
  // CHECK: hipEventRecord(start, stream);
  cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice, stream);
  // CHECK: hipMemcpyAsync(dst, src, bytes, hipMemcpyDeviceToDevice, stream);
  cudaEventRecord(stop, stream);
  cudaEventSynchronize(stop);
  // CHECK: hipEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK: hipEventElapsedTime(&ms, start, stop);
  cudaStreamSynchronize(stream);
  // CHECK: hipStreamSynchronize(stream);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  // CHECK: hipEventDestroy(stop);
  cudaStreamDestroy(stream);
  // CHECK: hipStreamDestroy(stream);
  return ms;
}
