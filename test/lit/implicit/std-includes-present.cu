// A file that includes the standard header itself gets no second include,
// whichever spelling it uses (<string.h> for <cstring>); device code keeps
// rsqrtf, which HIP declares for it.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax -I%S/../compat/Inputs/hip70-version -I%S/../tables/Inputs/hip70 \
// RUN:   -include hip70_declarations.h %t.hip
// RUN: %hip-syntax %t.hip
// RUN: sed -e 's/<string.h>/<cstring>/' %t.cu > %t.cxx.cu
// RUN: %hipport convert %t.cxx.cu -o %t.cxx.hip
// RUN: FileCheck %s --check-prefix=CXX --input-file=%t.cxx.hip

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <string.h>
// CHECK-NOT: #include
// CXX: #include <hip/hip_runtime.h>
// CXX-NEXT: #include <cstring>
// CXX-NOT: #include
#include <cuda_runtime.h>
#include <string.h>

__device__ float inv(float x) { return rsqrtf(x); }
// CHECK: __device__ float inv(float x) { return rsqrtf(x); }
__global__ void k(float *x) {
  x[0] = inv(x[0]);
  x[1] = [](float y) { return rsqrtf(y); }(x[1]);
  // CHECK: x[1] = [](float y) { return rsqrtf(y); }(x[1]);
}

int main(int argc, char **argv) {
  return (int)strlen(argv[0]) + memcmp(argv[0], "a", 1);
}
