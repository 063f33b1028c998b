// A guard on a minimum NVIDIA architecture with a branch after it: HIP skips
// the guarded branch and compiles the fallback written for older NVIDIA GPUs,
// which is correct code, so it is a note (hipport-cuda-arch-fallback), not a
// warning: alone, they let `lint` pass at the default --fail-on=warning. Without a branch
// after it (HIP gets nothing), or when the guard is not a minimum
// architecture (#ifdef __CUDA_ARCH__: device code takes the host path), it
// stays a hipport-cuda-guard warning.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-cuda
// RUN: %hipport lint %t.cu --disable=hipport-cuda-guard > /dev/null
// RUN: %expect-exit 1 %hipport lint %t.cu --disable=hipport-cuda-guard --fail-on=note > /dev/null
// RUN: %expect-exit 1 %hipport lint %t.cu --disable=hipport-cuda-arch-fallback > %t.off
// RUN: FileCheck %s --check-prefix=OFF --input-file=%t.off --implicit-check-not=hipport-cuda
// RUN: %hipport convert %t.cu -o %t.hip
// RUN: %hip-syntax %t.hip
#include <cuda_fp16.h>

__device__ __half largest(__half a, __half b) {
#if __CUDA_ARCH__ >= 800
  // CHECK: .cu:[[@LINE-1]]:2: note: '#if __CUDA_ARCH__ >= 800' tests __CUDA_ARCH__, which HIP does not define: HIP skips this branch; HIP compiles the branch after it instead, the code for older NVIDIA GPUs: correct, but AMD GPUs that have the feature do not get this path (test __gfx*__ macros for them) [hipport-cuda-arch-fallback]
  return __hmax(a, b);
#else
  return a > b ? a : b;
#endif
}

__device__ float twice(float v) {
#if __CUDA_ARCH__ >= 700
  // CHECK: .cu:[[@LINE-1]]:2: note: '#if __CUDA_ARCH__ >= 700'{{.*}}[hipport-cuda-arch-fallback]
  return 2 * v;
#elif 600 <= __CUDA_ARCH__
  // CHECK: .cu:[[@LINE-1]]:2: note: '#elif 600 <= __CUDA_ARCH__'{{.*}}[hipport-cuda-arch-fallback]
  return v + v;
#else
  return v * 2.0f;
#endif
}

// Nothing after it: HIP never defines the macro, and loses the feature.
#if __CUDA_ARCH__ >= 530
// CHECK: .cu:[[@LINE-1]]:2: warning: '#if __CUDA_ARCH__ >= 530'{{.*}}HIP skips this branch; HIP marks device compilation{{.*}}[hipport-cuda-guard]
#define HALF_AVAILABLE 1
#endif

// Device or host, not an architecture: device code takes the host branch.
__host__ __device__ int where() {
#ifdef __CUDA_ARCH__
  // CHECK: .cu:[[@LINE-1]]:2: warning: '#ifdef __CUDA_ARCH__'{{.*}}[hipport-cuda-guard]
  return 1;
#else
  return 0;
#endif
}

// A maximum architecture: HIP takes this branch, a warning as before.
__device__ int older() {
#if __CUDA_ARCH__ < 700
  // CHECK: .cu:[[@LINE-1]]:2: warning: '#if __CUDA_ARCH__ < 700'{{.*}}HIP takes this branch{{.*}}[hipport-cuda-guard]
  return 1;
#else
  return 2;
#endif
}

// OFF: '#if __CUDA_ARCH__ >= 530'{{.*}}[hipport-cuda-guard]
// OFF: '#ifdef __CUDA_ARCH__'{{.*}}[hipport-cuda-guard]
// OFF: '#if __CUDA_ARCH__ < 700'{{.*}}[hipport-cuda-guard]
