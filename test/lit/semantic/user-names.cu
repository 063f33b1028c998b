// Only references that resolve to CUDA's declarations are renamed: the
// user's own functions, variables, members and namespaces that happen to be
// called like CUDA APIs stay, and so do strings and comments.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip

#include <cstdio>
#include <cuda_runtime.h>

namespace mine {
int cudaMalloc(void **p, size_t n) { return 0; }
struct cudaStream_t {
  int id;
};
} // namespace mine

struct Allocator {
  int cudaFree(void *p) { return 1; }
};

int cudaDeviceCount = 3;

void demo(void **p) {
  mine::cudaMalloc(p, 4);
  // CHECK: mine::cudaMalloc(p, 4);
  mine::cudaStream_t own{1};
  // CHECK: mine::cudaStream_t own{1};
  Allocator a;
  a.cudaFree(*p);
  // CHECK: a.cudaFree(*p);
  std::printf("cudaMalloc failed: %d\n", cudaDeviceCount);
  // CHECK: std::printf("cudaMalloc failed: %d\n", cudaDeviceCount);
  // Call cudaMalloc before cudaFree.
  // CHECK: // Call cudaMalloc before cudaFree.
  ::cudaMalloc(p, 8);
  // CHECK: ::hipMalloc(p, 8);
  /* cudaStream_t in a block comment */
  // CHECK: /* cudaStream_t in a block comment */
}
