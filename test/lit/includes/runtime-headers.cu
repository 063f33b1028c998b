// CUDA headers become HIP headers; headers whose declarations come with
// hip_runtime.h are dropped (their line stays, empty), and two includes
// that map to one HIP header leave one include; the runtime API header after
// hip_runtime.h (which includes it) is dropped too.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip --implicit-check-not=cuda --implicit-check-not=hip_runtime_api
// RUN: %hip-syntax %t.hip
// Line numbers do not move:
// RUN: wc -l < %t.cu > %t.lines-in
// RUN: wc -l < %t.hip > %t.lines-out
// RUN: diff %t.lines-in %t.lines-out

#include <cuda.h>
#include "cuda_runtime.h"
#include <cuda_runtime_api.h>
#include <device_launch_parameters.h>
#include <vector_types.h>
#include <cstdio>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NOT: #include
// CHECK: #include <hip/hip_vector_types.h>
// CHECK-NEXT: #include <cstdio>

__global__ void k() {}
