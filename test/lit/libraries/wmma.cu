// UNSUPPORTED: no-cuda-sdk
// (--no-cuda-sdk has no declarations for this library: docs/no-cuda-sdk.md)
// WMMA: nvcuda::wmma:: becomes rocwmma:: for fragments, load, mma, fill and
// store (unverified: rocWMMA is not installed here, so no compile check).
// The using-directive for nvcuda is left as it is and not reported.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err

#include <mma.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK: #include <rocwmma/rocwmma.hpp>
#include <cuda_fp16.h>
// CHECK: #include <hip/hip_fp16.h>
using namespace nvcuda;

__global__ void gemm16(const __half *a, const __half *b, float *c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> fa;
// CHECK: rocwmma::fragment<rocwmma::matrix_a, 16, 16, 16, __half, rocwmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::col_major> fb;
// CHECK: rocwmma::fragment<rocwmma::matrix_b, 16, 16, 16, __half, rocwmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
// CHECK: rocwmma::fragment<rocwmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.0f);
// CHECK: rocwmma::fill_fragment(fc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
// CHECK: rocwmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
// CHECK: rocwmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(fc, fa, fb, fc);
// CHECK: rocwmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
// CHECK: rocwmma::store_matrix_sync(c, fc, 16, rocwmma::mem_row_major);
}
