// CUDA 13's cudaMemPrefetchAsync(ptr, n, cudaMemLocation, flags, stream)
// and cudaMemAdvise(ptr, n, advice, cudaMemLocation) become HIP's int
// device forms (every release 5.2 to 7.0 declares only those) where the
// location is written out at the call: {cudaMemLocationTypeDevice, d} is
// device d, a host location hipCpuDeviceId, a local variable that the
// function only ever makes a device location its .id, and the flags (0)
// go. Renamed
// only, HIP 5.2 rejects them:
//   error: no matching function for call to 'hipMemPrefetchAsync'
// The output compiles with HIP 5.2 and with the HIP 7.0 stand-ins.
// mem-location-reported.cu has the calls that cannot be rewritten.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax %t.hip
// RUN: %hipport convert %t.cu -o %t.70.hip 2> %t.70.err
// RUN: count 0 < %t.70.err
// RUN: %hip-syntax -I%S/../tables/Inputs/hip70 -include hip70_declarations.h %t.70.hip

#include <cuda_runtime.h>

void place(float *p, size_t n, int dev, cudaStream_t s) {
  cudaMemPrefetchAsync(p, n, {cudaMemLocationTypeDevice, dev}, 0, s);
  // CHECK: hipMemPrefetchAsync(p, n, dev, s);
  cudaMemPrefetchAsync(p, n, cudaMemLocation{cudaMemLocationTypeDevice, dev + 1}, 0);
  // CHECK: hipMemPrefetchAsync(p, n, dev + 1);
  cudaMemPrefetchAsync(p, n,
                       {cudaMemLocationTypeHost, 0}, 0,
                       cudaStreamPerThread);
  // CHECK: hipMemPrefetchAsync(p, n, hipCpuDeviceId, hipStreamPerThread);
  cudaMemAdvise(p, n, cudaMemAdviseSetPreferredLocation,
                {cudaMemLocationTypeDevice, dev});
  // CHECK: hipMemAdvise(p, n, hipMemAdviseSetPreferredLocation, dev);
  cudaMemAdvise(p, n, cudaMemAdviseSetAccessedBy,
                {.type = cudaMemLocationTypeHost, .id = 0});
  // CHECK: hipMemAdvise(p, n, hipMemAdviseSetAccessedBy, hipCpuDeviceId);
}

void placeWith(float *p, size_t n, int dev) {
  cudaMemLocation here;
  here.type = cudaMemLocationTypeDevice;
  here.id = dev;
  cudaMemPrefetchAsync(p, n, here, 0);
  // CHECK: hipMemPrefetchAsync(p, n, here.id);
  cudaMemAdvise(p, n, cudaMemAdviseSetPreferredLocation, here);
  // CHECK: hipMemAdvise(p, n, hipMemAdviseSetPreferredLocation, here.id);
  cudaMemLocation there = {cudaMemLocationTypeDevice, dev + 1};
  cudaMemPrefetchAsync(p, n, there, 0);
  // CHECK: hipMemPrefetchAsync(p, n, there.id);
}
