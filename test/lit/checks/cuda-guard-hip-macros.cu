// Guards that combine CUDA's macros with HIP's, as PyTorch-style code does,
// are evaluated as HIP evaluates them: HIP's macros (USE_ROCM and the other
// project macros of the hip-macros list, __HIP_PLATFORM_AMD__, __HIPCC__,
// __HIP__, and __HIP_DEVICE_COMPILE__ in device code) defined, CUDA_VERSION
// and __CUDA_ARCH__ not. Only a guard whose HIP branch still depends on a
// CUDA macro HIP does not define is reported.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=warning:

#include <cuda_runtime.h>

// HIP takes the branch that modern CUDA takes: ported.
#if CUDA_VERSION >= 9000 || defined(USE_ROCM)
#define HAS_WARP_SYNC 1
#endif
#if defined(USE_ROCM) || CUDART_VERSION >= 11000
#endif
#if __CUDA_ARCH__ >= 350 || defined(USE_ROCM)
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 700 && !defined(USE_ROCM)
#endif
#if !defined(USE_ROCM) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#endif
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
#endif
#if (defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700) || defined(__HIP_PLATFORM_AMD__)
#endif
#if CUDA_VERSION >= 10000 || defined(__HIPCC__)
#endif
#if defined(__HIP__) || CUDA_VERSION >= 10000
#endif
#if defined(__HIP_PLATFORM_HCC__) || CUDA_VERSION >= 10000
#endif
#if defined(TENSORFLOW_USE_ROCM) || CUDA_VERSION >= 11000
#endif
// The ROCm version decides for HIP: not a CUDA macro's business.
#if CUDA_VERSION >= 11000 || (defined(USE_ROCM) && ROCM_VERSION >= 50000)
#endif

// HIP's branch still hangs on a macro it does not define: reported.
#if defined(USE_ROCM) && __CUDA_ARCH__ >= 700
// CHECK: .cu:[[@LINE-1]]:2: warning: '#if defined(USE_ROCM) && __CUDA_ARCH__ >= 700' tests __CUDA_ARCH__, which HIP does not define: HIP skips this branch, although the condition also tests USE_ROCM; HIP marks device compilation with __HIP_DEVICE_COMPILE__ and the target with __gfx*__ macros [hipport-cuda-guard]
#endif
#if !defined(USE_ROCM) || CUDA_VERSION >= 11000
// CHECK: .cu:[[@LINE-1]]:2: warning: '#if !defined(USE_ROCM) || CUDA_VERSION >= 11000' tests CUDA_VERSION, which HIP does not define: CUDA takes this branch, HIP skips it, although the condition also tests USE_ROCM [hipport-cuda-guard]
#endif
#if defined(__HIP_DEVICE_COMPILE__) && CUDA_VERSION >= 9000
// CHECK: .cu:[[@LINE-1]]:2: warning: '#if defined(__HIP_DEVICE_COMPILE__) && CUDA_VERSION >= 9000' tests CUDA_VERSION, which HIP does not define: HIP skips this branch, although the condition also tests __HIP_DEVICE_COMPILE__ [hipport-cuda-guard]
#endif

// Without a HIP macro, as before: every guard on CUDA's macros.
#if CUDA_VERSION >= 11000
// CHECK: .cu:[[@LINE-1]]:2: warning: '#if CUDA_VERSION >= 11000' tests CUDA_VERSION, which HIP does not define: CUDA takes this branch, HIP skips it [hipport-cuda-guard]
#endif

// Warp code in such #if trees already has a HIP path, in the branch only
// CUDA compiles as in the one only HIP compiles (PyTorch's WARP_SHFL_DOWN).
template <typename T>
__device__ __forceinline__ T WARP_SHFL_DOWN(T value, unsigned int delta,
                                            int width = warpSize,
                                            unsigned int mask = 0xffffffff) {
#if !defined(USE_ROCM)
  return __shfl_down_sync(mask, value, delta, width);
#else
  return __shfl_down(value, delta, width);
#endif
}
__device__ int lanes_voting(int p) {
#if defined(USE_ROCM) || CUDA_VERSION < 9000
  return __popcll(__ballot(p));
#else
  unsigned votes = __ballot_sync(0xffffffff, p);
  return __popc(votes) + threadIdx.x % 32;
#endif
}
