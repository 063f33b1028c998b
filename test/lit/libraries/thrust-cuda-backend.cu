// UNSUPPORTED: no-cuda-sdk
// (--no-cuda-sdk has no declarations for this library: docs/no-cuda-sdk.md)
// The CUDA backend of Thrust is rocThrust's HIP backend: thrust::cuda::par
// and par_nosync (also .on(stream)) become thrust::hip::par and par_nosync,
// thrust::system::cuda and thrust::cuda_cub their rocThrust namespaces,
// also where a using-directive or a namespace alias names them, and the
// thrust/system/cuda/ headers the thrust/system/hip/ ones. The output
// compiles as HIP against a stand-in for rocThrust's names (Debian has no
// rocThrust). Left as thrust::cuda::par it fails there:
//   error: no member named 'cuda' in namespace 'thrust'
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax -I%S/Inputs/rocthrust %t.hip
// RUN: %hipport mappings query thrust::cuda | FileCheck %s --check-prefix=QUERY
// QUERY: thrust::cuda (namespace, thrust): hip [unverified]

#include <thrust/execution_policy.h>
#include <thrust/system/cuda/execution_policy.h>
// CHECK: #include <thrust/system/hip/execution_policy.h>
#include <thrust/sort.h>

namespace policies = thrust::cuda;
// CHECK: namespace policies = thrust::hip;

void sortAll(int *p, int n, cudaStream_t s) {
  thrust::sort(thrust::cuda::par, p, p + n);
  // CHECK: thrust::sort(thrust::hip::par, p, p + n);
  thrust::sort(thrust::cuda::par.on(s), p, p + n);
  // CHECK: thrust::sort(thrust::hip::par.on(s), p, p + n);
  thrust::sort(thrust::cuda::par_nosync.on(s), p, p + n);
  // CHECK: thrust::sort(thrust::hip::par_nosync.on(s), p, p + n);
  thrust::sort(thrust::system::cuda::par, p, p + n);
  // CHECK: thrust::sort(thrust::system::hip::par, p, p + n);
  thrust::sort(policies::par_nosync, p, p + n);
  thrust::sort(thrust::device, p, p + n);
  // CHECK: thrust::sort(thrust::device, p, p + n);
}

void sortOn(int *p, int n, cudaStream_t s) {
  using namespace thrust::cuda;
  // CHECK: using namespace thrust::hip;
  thrust::sort(par.on(s), p, p + n);
}
