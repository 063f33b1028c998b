// std::printf in device code becomes printf: CUDA declares printf for the
// device and <cstdio> brings it into std, but HIP's device printf is the
// global function only. Kept as it was, clang -x hip with Debian's HIP 5.2
// rejects it:
//   error: reference to __host__ function 'printf' in __global__ function
// Host code keeps std::printf, and ::printf compiles on HIP as it is.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip
// RUN: %hipport convert %t.cu -o %t.70.hip
// RUN: %hip-syntax -I%S/../tables/Inputs/hip70 -include hip70_declarations.h %t.70.hip

#include <cstdio>
#include <cuda_runtime.h>

__device__ void trace(int v) {
  std::printf("v=%d\n", v);
  // CHECK: {{^}}  printf("v=%d\n", v);
  ::std::printf("again\n");
  // CHECK: {{^}}  printf("again\n");
  ::printf("global\n");
  // CHECK: {{^}}  ::printf("global\n");
}

template <typename T> __global__ void show(T v) {
  std::printf("%f\n", double(v));
  // CHECK: {{^}}  printf("%f\n", double(v));
  std::printf("%d\n", v);
  // CHECK: {{^}}  printf("%d\n", v);
  trace(threadIdx.x);
}

__host__ __device__ void both() { std::printf("both\n"); }
// CHECK: __host__ __device__ void both() { printf("both\n"); }

__global__ void lambdas() {
  auto say = [](int i) { std::printf("%d\n", i); };
  // CHECK: auto say = [](int i) { printf("%d\n", i); };
  say(1);
}

int main() {
  show<<<1, 1>>>(2.0f);
  show<<<1, 1>>>(3);
  lambdas<<<1, 1>>>();
  std::printf("host\n");
  // CHECK: std::printf("host\n");
  return 0;
}
