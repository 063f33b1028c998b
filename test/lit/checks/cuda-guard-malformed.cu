// --guards leaves a condition clang could not read whole as it is: clang's
// range of it stops at the error, and wrapping that part alone changed what
// the rest of the line meant (and converting the output again wrapped it
// again). Found by the token-pass fuzz target (HIPPORT_FUZZ_IDEMPOTENT=1).
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip --guards=hip-skips-cuda-path 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %expect-exit 1 %hipport convert %t.hip -o %t.again.hip --guards=hip-skips-cuda-path
// RUN: diff %t.hip %t.again.hip

#if CUDA_VERSION > 11000 (int)
// CHECK: #if CUDA_VERSION > 11000 (int)
int broken;
#endif
// DIAG: .cu:[[@LINE-4]]:2: warning: '#if CUDA_VERSION' tests CUDA_VERSION
#if CUDA_VERSION > 11000 // a comment after the condition
// CHECK: #if (CUDA_VERSION > 11000) && !defined(__HIP_PLATFORM_AMD__) // a comment after the condition
int whole;
#endif
#if 11000 < CUDA_VERSION
// CHECK: #if (11000 < CUDA_VERSION) && !defined(__HIP_PLATFORM_AMD__)
int ends_with_a_macro;
#endif
#if CUDA_VERSION > \
    11000
// CHECK: #if (CUDA_VERSION > \
// CHECK-NEXT: 11000) && !defined(__HIP_PLATFORM_AMD__)
int continued;
#endif
