// UNSUPPORTED: no-cuda-sdk
// (--no-cuda-sdk has no declarations for this library: docs/no-cuda-sdk.md)
// Thrust maps as a whole: rocThrust keeps the thrust:: namespace and the
// thrust/ headers, so nothing is renamed and nothing is reported unmapped.
// (No HIP compile check: Debian ships no rocThrust headers.)
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --report %t.json 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
// CHECK: #include <thrust/device_vector.h>
// CHECK-NEXT: #include <thrust/host_vector.h>
#include <thrust/reduce.h>

float total(const thrust::host_vector<float> &h) {
  thrust::device_vector<float> d = h;
  // CHECK: thrust::device_vector<float> d = h;
  return thrust::reduce(d.begin(), d.end(), 0.0f, thrust::plus<float>());
  // CHECK: return thrust::reduce(d.begin(), d.end(), 0.0f, thrust::plus<float>());
}
// REPORT: "unmapped": 0
