// lint --amd-configuration analyses a dual-platform source as HIP compiles
// it for AMD: parsed as HIP with the project's HIP macros (USE_ROCM)
// defined. The project's own shim drops the mask and its warp size is 64
// there, so the CUDA configuration's mask finding is not AMD's; a bug only
// the HIP branch has is found.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu --no-cache > %t.cuda
// RUN: FileCheck %s --check-prefix=ONCUDA --input-file=%t.cuda --implicit-check-not=warning:
// RUN: %expect-exit 1 %hipport lint %t.cu --no-cache --amd-configuration > %t.amd
// RUN: FileCheck %s --check-prefix=ONAMD --input-file=%t.amd --implicit-check-not=warning:
// A project macro given with --hip-macro is defined too.
// RUN: sed -e 's/USE_ROCM/MY_ROCM_BUILD/' %t.cu > %t.own.cu
// RUN: %expect-exit 1 %hipport lint %t.own.cu --no-cache --amd-configuration --hip-macro MY_ROCM_BUILD > %t.own
// RUN: FileCheck %s --check-prefix=ONAMD --input-file=%t.own --implicit-check-not=warning:
// The fix drops the mask: 12 bytes, "0xffffffff, ".
// RUN: %expect-exit 1 %hipport lint %t.cu --no-cache --amd-configuration --export-fixes %t.yaml > /dev/null
// RUN: FileCheck %s --check-prefix=FIX --input-file=%t.yaml
// FIX: DiagnosticName: 'hipport-hip-shuffle-mask'
// FIX: Length: 12
// FIX-NEXT: ReplacementText: ''
// RUN: %expect-exit 2 %hipport lint %t.cu --amd-configuration=yes 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: hipport lint: error:

#ifdef USE_ROCM
#include <hip/hip_runtime.h>
#define __shfl_xor_sync(mask, v, o, w) __shfl_xor(v, o, w)
#define WARP_SIZE 64
#else
#include <cuda_runtime.h>
#define WARP_SIZE 32
#endif

__device__ float warpSum(float v) {
  for (int o = WARP_SIZE / 2; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o, WARP_SIZE);
  // ONCUDA: .cu:[[@LINE-1]]:26: warning: 32-bit full mask passed to '__shfl_xor_sync'{{.*}}[hipport-warp-full-mask]
  return v;
}
__global__ void perWarp(float *p) {
  float v = warpSum(p[threadIdx.x]);
  if (threadIdx.x % WARP_SIZE == 0)
    p[threadIdx.x / WARP_SIZE] = v;
}

#ifdef USE_ROCM
__device__ float sumOnAmd(float v) {
  for (int o = 16; o > 0; o /= 2)
    // ONAMD: .cu:[[@LINE-1]]:16: warning: shuffle reduction starts at offset 16{{.*}}[hipport-warp-shuffle-32]
    v += __shfl_down(v, o);
  return v;
}
// Parsed for AMD, HIP's mask-less shuffle given a CUDA mask is found in
// the AST (in the CUDA configuration, on tokens: ONCUDA).
__device__ float maxOnAmd(float v) {
  return fmaxf(v, __shfl_xor(0xffffffff, v, 1));
  // ONAMD: .cu:[[@LINE-1]]:30: warning: '__shfl_xor' takes the value first, with no mask{{.*}}[hipport-hip-shuffle-mask]
  // ONCUDA: .cu:[[@LINE-2]]:30: warning: '__shfl_xor' takes the value first{{.*}}(recognised on tokens{{.*}}[hipport-hip-shuffle-mask]
}
__global__ void total(float *p) {
  float v = sumOnAmd(p[threadIdx.x]);
  if (threadIdx.x == 0)
    *p = v;
}
#endif
