// Names that Debian's HIP 5.2 lacks but HIP 7.0 declares convert at the
// default --hip-version=7.0 (the tables date them from each release's
// headers), and the output compiles against Debian's headers plus a
// stand-in for the 7.0 declarations. At --hip-version=5.2 each is reported
// as needing a newer HIP, or written with hipport/compat.h where it has a
// shim (test/lit/compat/).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %strip %s > %t/t.cu
// RUN: %hipport convert %t/t.cu -o %t/t.hip --hip-version=7.0 2> %t/t.err
// RUN: FileCheck %s --input-file=%t/t.hip
// RUN: FileCheck %s --check-prefix=NEW --allow-empty --input-file=%t/t.err
// RUN: %hip-syntax -I%S/Inputs/hip70 -include hip70_declarations.h %t/t.hip
// RUN: %hipport convert %t/t.cu -o %t/t.52.hip --hip-version=5.2 2> %t/t.52.err
// RUN: FileCheck %s --check-prefix=OLD --input-file=%t/t.52.err

#include <cuda_runtime.h>
#include <library_types.h>
// CHECK: #include <hip/hip_runtime.h>

__global__ void sums(int *out, unsigned *top) {
  int v = threadIdx.x;
  __syncwarp();
  // CHECK: __syncwarp();
  // OLD: .cu:[[@LINE-2]]:3: note: HIP 5.2 has no '__syncwarp' (--hip-version); written with hipport/compat.h as 'hipport::syncwarp' [hipport-compat-shim]
  out[0] = __reduce_add_sync(0xffffffffffffffffull, v);
  // CHECK: out[0] = __reduce_add_sync(0xffffffffffffffffull, v);
  // OLD: .cu:[[@LINE-2]]:12: note: HIP 5.2 has no '__reduce_add_sync' (--hip-version); written with hipport/compat.h as 'hipport::reduce_add_sync' [hipport-compat-shim]
  top[0] = __reduce_max_sync(0xffffffffffffffffull, unsigned(v));
  // CHECK: top[0] = __reduce_max_sync(0xffffffffffffffffull, unsigned(v));
  // OLD: .cu:[[@LINE-2]]:12: note: HIP 5.2 has no '__reduce_max_sync' (--hip-version); written with hipport/compat.h
}

bool isTextureError(cudaError_t e) { return e == cudaErrorInvalidTexture; }
// CHECK: bool isTextureError(hipError_t e) { return e == hipErrorInvalidTexture; }
// OLD: .cu:[[@LINE-2]]:50: warning: 'hipErrorInvalidTexture' (for 'cudaErrorInvalidTexture') needs HIP 6.3 but the output targets HIP 5.2

cudaDataType bf16() { return CUDA_R_16BF; }
// CHECK: hipDataType bf16() { return HIP_R_16BF; }
// OLD: .cu:[[@LINE-2]]:30: warning: 'HIP_R_16BF' (for 'CUDA_R_16BF') needs HIP 5.5 but the output targets HIP 5.2

cudaError_t launch(const cudaLaunchConfig_t *config, const void *kernel,
                   void **args) {
  return cudaLaunchKernelExC(config, kernel, args);
}
// CHECK: hipError_t launch(const hipLaunchConfig_t *config, const void *kernel,
// CHECK: return hipLaunchKernelExC(config, kernel, args);
// OLD: warning: 'hipLaunchConfig_t' (for 'cudaLaunchConfig_t') needs HIP 7.0
// OLD: warning: 'hipLaunchKernelExC' (for 'cudaLaunchKernelExC') needs HIP 7.0

// NEW-NOT: needs HIP
