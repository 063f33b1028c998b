// cudaMemPrefetchAsync/cudaMemAdvise calls whose cudaMemLocation HIP's int
// device cannot say in general are left with their arguments as written
// and reported with what to write: a location parameter or a variable that
// may be something else than a device (device or host is known only at run
// time), a host NUMA location, prefetch flags other than 0. (mem-location.cu has the calls that are rewritten.)
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>

void place(float *p, size_t n, cudaMemLocation loc, cudaStream_t s, int dev) {
  cudaMemPrefetchAsync(p, n, loc, 0, s);
  // CHECK: hipMemPrefetchAsync(p, n, loc, 0, s);
  // DIAG: .cu:[[@LINE-2]]:3: warning: 'cudaMemPrefetchAsync' takes a cudaMemLocation, HIP's hipMemPrefetchAsync(ptr, count, device, stream) an int device, and the location's type (device or host) is known only when the program runs (a variable is taken for a device when every type the function gives it is cudaMemLocationTypeDevice and nothing else can change it); the arguments were left as they are: pass the device ordinal, or hipCpuDeviceId for the host [hipport-unsupported-api]
  cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, loc);
  // CHECK: hipMemAdvise(p, n, hipMemAdviseSetReadMostly, loc);
  // DIAG: .cu:[[@LINE-2]]:3: warning: 'cudaMemAdvise' takes a cudaMemLocation, HIP's hipMemAdvise(ptr, count, advice, device) an int device, and the location's type
  cudaMemPrefetchAsync(p, n, {cudaMemLocationTypeDevice, dev}, 1, s);
  // CHECK: hipMemPrefetchAsync(p, n, {hipMemLocationTypeDevice, dev}, 1, s);
  // DIAG: .cu:[[@LINE-2]]:3: warning: 'cudaMemPrefetchAsync' {{.*}} HIP's prefetch has no flags, which this call sets
  cudaMemPrefetchAsync(p, n, {cudaMemLocationTypeHostNuma, 0}, 0, s);
  // DIAG: .cu:[[@LINE-1]]:3: warning: 'cudaMemPrefetchAsync' {{.*}} not a cudaMemLocationTypeHostNuma location
}

void mayChange(cudaMemLocation &loc);

void variables(float *p, size_t n, int dev) {
  cudaMemLocation passed;
  passed.type = cudaMemLocationTypeDevice;
  mayChange(passed);
  cudaMemPrefetchAsync(p, n, passed, 0);
  // CHECK: hipMemPrefetchAsync(p, n, passed, 0);
  // DIAG: .cu:[[@LINE-2]]:3: warning: 'cudaMemPrefetchAsync' {{.*}} known only when the program runs
  cudaMemLocation either;
  either.type = dev ? cudaMemLocationTypeDevice : cudaMemLocationTypeHost;
  cudaMemPrefetchAsync(p, n, either, 0);
  // DIAG: .cu:[[@LINE-1]]:3: warning: 'cudaMemPrefetchAsync' {{.*}} known only when the program runs
  cudaMemLocation untyped;
  untyped.id = 0;
  cudaMemPrefetchAsync(p, n, untyped, 0);
  // DIAG: .cu:[[@LINE-1]]:3: warning: 'cudaMemPrefetchAsync' {{.*}} known only when the program runs
}
