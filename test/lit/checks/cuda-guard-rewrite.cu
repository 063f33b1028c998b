// --guards rewrites the conditions so that HIP takes (or skips) the branch
// CUDA takes; the macro that marks HIP is configurable.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.takes.hip --guards=hip-takes-cuda-path
// RUN: FileCheck %s --input-file=%t.takes.hip --check-prefix=TAKES
// RUN: %hipport convert %t.cu -o %t.skips.hip --guards=hip-skips-cuda-path --hip-macro=USE_ROCM
// RUN: FileCheck %s --input-file=%t.skips.hip --check-prefix=SKIPS
// RUN: %hipport convert %t.cu -o %t.keep.hip
// RUN: FileCheck %s --input-file=%t.keep.hip --check-prefix=KEEP
// The rewritten file takes the modern branch under HIP:
// RUN: %hip-syntax %t.takes.hip -DEXPECT_MODERN
// Lint exports the same rewrite as a fix-it.
// RUN: %expect-exit 1 %hipport lint %t.cu --guards=hip-takes-cuda-path --export-fixes %t.yaml
// RUN: FileCheck %s --input-file=%t.yaml --check-prefix=FIXES

#include <cuda_runtime.h>

#if CUDA_VERSION >= 11000 && defined(__CUDACC__)
// TAKES: #if (CUDA_VERSION >= 11000 && defined(__HIPCC__)) || defined(__HIP_PLATFORM_AMD__)
// SKIPS: #if (CUDA_VERSION >= 11000 && defined(__HIPCC__)) && !defined(USE_ROCM)
// KEEP: #if CUDA_VERSION >= 11000 && defined(__HIPCC__)
#define MODERN 1
#endif
#ifdef __CUDA_ARCH__
// TAKES: #if (defined(__CUDA_ARCH__)) || defined(__HIP_PLATFORM_AMD__)
// KEEP: #ifdef __CUDA_ARCH__
#endif

#if defined(EXPECT_MODERN) && !defined(MODERN)
#error HIP did not take the modern branch
#endif

// FIXES: DiagnosticName:  'hipport-cuda-guard'
// FIXES: ReplacementText: '(CUDA_VERSION >= 11000 && defined(__CUDACC__)) || defined(__HIP_PLATFORM_AMD__)'
