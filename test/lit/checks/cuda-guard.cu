// Conditions on CUDA versions and architectures: HIP defines none of these
// macros, so it silently takes the other branch. Each is reported with the
// branch each compiler takes.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-cuda-guard --implicit-check-not=hipport-unsupported-api

#include <cuda_runtime.h>
#define USE_FAST_PATH 1

#if CUDA_VERSION >= 11000
// CHECK: .cu:[[@LINE-1]]:2: warning: '#if CUDA_VERSION >= 11000' tests CUDA_VERSION, which HIP does not define: CUDA takes this branch, HIP skips it [hipport-cuda-guard]
void modernPath() {}
#elif defined(__CUDACC_VER_MAJOR__) && __CUDACC_VER_MAJOR__ < 10
// CHECK: .cu:[[@LINE-1]]:2: warning: '#elif defined(__CUDACC_VER_MAJOR__) && __CUDACC_VER_MAJOR__ < 10' tests __CUDACC_VER_MAJOR__, which HIP does not define: HIP skips this branch [hipport-cuda-guard]
void ancientPath() {}
#endif

#if !defined(CUDART_VERSION) || CUDART_VERSION < 9000
// CHECK: .cu:[[@LINE-1]]:2: warning: '#if !defined(CUDART_VERSION) || CUDART_VERSION < 9000' tests CUDART_VERSION, which HIP does not define: CUDA skips this branch, HIP takes it [hipport-cuda-guard]
#endif

__device__ int arch() {
#ifdef __CUDA_ARCH__
  // CHECK: .cu:[[@LINE-1]]:2: warning: '#ifdef __CUDA_ARCH__' tests __CUDA_ARCH__, which HIP does not define: HIP skips this branch; HIP marks device compilation with __HIP_DEVICE_COMPILE__{{.*}}[hipport-cuda-guard]
  return __CUDA_ARCH__;
#else
  return 0;
#endif
}

#define FEATURE(x) (x)
#if USE_FAST_PATH && CUDA_VERSION >= 12000 && FEATURE(3)
// CHECK: .cu:[[@LINE-1]]:2: warning: '#if USE_FAST_PATH && CUDA_VERSION >= 12000 && FEATURE(3)' tests CUDA_VERSION, which HIP does not define: CUDA takes this branch, HIP skips it [hipport-cuda-guard]
#endif
#if CUDA_VERSION >= 12000 || FEATURE(0)
// CHECK: .cu:[[@LINE-1]]:2: warning: '#if CUDA_VERSION >= 12000 || FEATURE(0)' tests CUDA_VERSION, which HIP does not define: which branch HIP takes depends on other macros [hipport-cuda-guard]
#endif

// Conditions on the user's own macros or on HIP's: not reported.
#if USE_FAST_PATH
#endif
#ifdef __HIP_PLATFORM_AMD__
#endif
