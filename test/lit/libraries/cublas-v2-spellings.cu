// cublas_v2.h spells each handle-API function two ways, cublasCdotu being
// `#define cublasCdotu cublasCdotu_v2`: both spellings convert alike
// (tools/hipport-tablegen/libtables.py, map_alias_macros). For the complex
// functions that is hipBLAS's _v2 function, the one taking hipComplex (the
// type cuComplex becomes), from hipBLAS 2.0 (ROCm 6.0, upstream/
// hipblas-since.names); for the real ones the plain name. The ILP64 forms
// (cublasSdot_v2_64) lose the _v2 the same way (hipblasSdot_64, ROCm 6.1).
// The output compiles against the hipBLAS 3.0 stand-in; for HIP 5.2 the
// complex call is reported as needing HIP 6.0 (hipBLAS 1.0's hipblasCdotu
// takes hipblasComplex, which hipComplex is not).
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.70.hip --hip-version=7.0 2> %t.70.err
// RUN: FileCheck %s --input-file=%t.70.hip
// RUN: count 0 < %t.70.err
// RUN: %hip-syntax -I%S/Inputs/hipblas3 %t.70.hip
// RUN: %hipport convert %t.cu -o %t.52.hip --hip-version=5.2 2> %t.52.err
// RUN: FileCheck %s --check-prefix=V52 --input-file=%t.52.hip
// RUN: FileCheck %s --check-prefix=V52-ERR --input-file=%t.52.err
// RUN: %hipport mappings query cublasCdotu | FileCheck %s --check-prefix=QUERY
// QUERY: cublasCdotu (macro, cublas): hipblasCdotu_v2 [HIP 6.0+]
// Functions cuBLAS spells without _v2 take cuComplex too, so they become
// hipBLAS's _v2 function where it has one (libtables.complex_v2).
// RUN: %hipport mappings query cublasCgemmBatched cublasSgemmBatched | FileCheck %s --check-prefix=QUERY2
// QUERY2: cublasCgemmBatched (function, cublas): hipblasCgemmBatched_v2 [HIP 6.0+]
// QUERY2: cublasSgemmBatched (function, cublas): hipblasSgemmBatched{{ }}

#include <cublas_v2.h>

cublasStatus_t dots(cublasHandle_t h, int n, const cuComplex *x,
                    const cuComplex *y, cuComplex *r, const float *a,
                    const float *b, float *s) {
  cublasStatus_t st = cublasCdotu(h, n, x, 1, y, 1, r);
  // CHECK: hipblasStatus_t st = hipblasCdotu_v2(h, n, x, 1, y, 1, r);
  // V52: hipblasCdotu_v2(h, n, x, 1, y, 1, r);
  // V52-ERR: .cu:[[@LINE-3]]:{{.*}}'hipblasCdotu_v2' (for 'cublasCdotu') needs HIP 6.0
  st = cublasCdotu_v2(h, n, x, 1, y, 1, r);
  // CHECK: st = hipblasCdotu_v2(h, n, x, 1, y, 1, r);
  st = cublasCdotu_64(h, n, x, 1, y, 1, r);
  // CHECK: st = hipblasCdotu_v2_64(h, n, x, 1, y, 1, r);
  st = cublasSdot(h, n, a, 1, b, 1, s);
  // CHECK: st = hipblasSdot(h, n, a, 1, b, 1, s);
  // V52: st = hipblasSdot(h, n, a, 1, b, 1, s);
  st = cublasSdot_v2(h, n, a, 1, b, 1, s);
  // CHECK: st = hipblasSdot(h, n, a, 1, b, 1, s);
  return cublasSdot_64(h, n, a, 1, b, 1, s);
  // CHECK: return hipblasSdot_64(h, n, a, 1, b, 1, s);
}
