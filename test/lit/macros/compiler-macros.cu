// __CUDACC__ means "compiled by the CUDA compiler"; after the port that is
// hip-clang, which defines __HIPCC__.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %hip-syntax %t.hip -DEXPECT_DEVICE_CODE

#ifdef __CUDACC__
// CHECK: #ifdef __HIPCC__
__global__ void k() {}
#endif
#if defined(EXPECT_DEVICE_CODE) && !defined(__CUDACC__)
// CHECK: #if defined(EXPECT_DEVICE_CODE) && !defined(__HIPCC__)
#error the HIP compiler took the non-CUDA branch
#endif
