// nvcc's cuda_runtime.h includes <string.h>, <stdlib.h>, <cmath> and more;
// host code calling strlen or memcpy without including them compiles with
// nvcc. HIP's headers include fewer: the table (mappings/implicit/
// std-declarations.tsv) has HIP 6.4 and later without <string.h>, so the
// converted file gets <cstring> next to HIP's runtime header, once. HIP 5.2's
// headers include <string.h>: nothing is added there. malloc and exit come
// with <cstdlib>, which clang's HIP wrapper always includes.
// rsqrtf and rcbrt are declared for the host by CUDA and for the device only
// by HIP: host calls become their standard forms, device calls stay.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --check-prefixes=CHECK,NEW --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax -I%S/../compat/Inputs/hip70-version -I%S/../tables/Inputs/hip70 \
// RUN:   -include hip70_declarations.h %t.hip
// RUN: %hipport convert %t.cu -o %t.52.hip --hip-version=5.2 2> %t.52.err
// RUN: FileCheck %s --check-prefixes=CHECK,OLD --input-file=%t.52.hip
// RUN: count 0 < %t.52.err
// RUN: %hip-syntax %t.52.hip
// Converting the output again changes nothing.
// RUN: %hipport convert %t.hip -o %t.again.hip
// RUN: diff %t.hip %t.again.hip

// NEW: #include <hip/hip_runtime.h>
// NEW-NEXT: #include <cstring>
// OLD: #include <hip/hip_runtime.h>
// OLD-NOT: #include <cstring>
// CHECK-NOT: #include

__global__ void scale(float *x, double *y) {
  x[0] = rsqrtf(x[0]);
  y[0] = rcbrt(y[0]);
  // CHECK: x[0] = rsqrtf(x[0]);
  // CHECK: y[0] = rcbrt(y[0]);
}

int main(int argc, char **argv) {
  size_t n = strlen(argv[0]);
  char *p = (char *)malloc(n + 1);
  memcpy(p, argv[0], n + 1);
  if (strcmp(p, "x") == 0)
    exit(1);
  float f = rsqrtf(2.0f);
  float g = 3.0f * rsqrtf(f + 1.0f);
  double h = rcbrt(8.0) + rsqrt(f) + rsqrtf(argc);
  // CHECK: float f = 1.0f / std::sqrt(2.0f);
  // CHECK: float g = 3.0f * (1.0f / std::sqrt(f + 1.0f));
  // CUDA's rsqrt(float) is its float overload; an int argument is converted
  // to the parameter's type as the call did.
  // CHECK: double h = (1.0 / std::cbrt(8.0)) + (1.0f / std::sqrt(f)) + (1.0f / std::sqrt(static_cast<float>(argc)));
  float *d;
  cudaMalloc(&d, sizeof(float));
  scale<<<1, 1>>>(d, nullptr);
  free(p);
  return (int)(f + g + h);
}
