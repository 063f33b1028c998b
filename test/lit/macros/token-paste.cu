// A CUDA name assembled by token pasting has no spelling to rename: it is
// reported, and the macro is left as written.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>
#define PASTE(a, b) a##b

void sync() {
  PASTE(cuda, DeviceSynchronize)();
  // CHECK: PASTE(cuda, DeviceSynchronize)();
  // DIAG: .cu:[[@LINE-2]]:3: warning: 'cudaDeviceSynchronize' is formed by token pasting in a macro; rename it by hand [hipport-macro-spelling]
}
