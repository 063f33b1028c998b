// cuSPARSE APIs that CUDA 11 and 12 removed (the HYB format, cusparseDgthr)
// do not parse against CUDA 13; they are converted by tokens from
// mappings/cusparse_removed.yaml, which gen_tables.py writes from the CUDA
// names hipSPARSE's NVIDIA backend calls (upstream/hipsparse-cuda.names),
// and the output compiles against the hipSPARSE headers.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip --report %t.json 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// RUN: %hip-syntax %t.hip
// RUN: %hipport mappings query cusparseDgthr | FileCheck %s --check-prefix=QUERY
// QUERY: cusparseDgthr (function, cusparse_removed): hipsparseDgthr

#include <cusparse.h>
// CHECK: #include <hipsparse/hipsparse.h>

cusparseStatus_t legacy(cusparseHandle_t h, cusparseMatDescr_t descr, int m,
                        int n, const float *val, const int *rowPtr,
                        const int *colInd, int nnz, const double *y,
                        double *xVal, const int *xInd) {
  cusparseHybMat_t hyb;
  // CHECK: hipsparseHybMat_t hyb;
  cusparseStatus_t st = cusparseCreateHybMat(&hyb);
  // CHECK: hipsparseStatus_t st = hipsparseCreateHybMat(&hyb);
  st = cusparseScsr2hyb(h, m, n, descr, val, rowPtr, colInd, hyb, 0,
                        CUSPARSE_HYB_PARTITION_AUTO);
  // CHECK: st = hipsparseScsr2hyb(h, m, n, descr, val, rowPtr, colInd, hyb, 0,
  // CHECK-NEXT: HIPSPARSE_HYB_PARTITION_AUTO);
  st = cusparseDgthr(h, nnz, y, xVal, xInd, CUSPARSE_INDEX_BASE_ZERO);
  // CHECK: st = hipsparseDgthr(h, nnz, y, xVal, xInd, HIPSPARSE_INDEX_BASE_ZERO);
  cusparseDestroyHybMat(hyb);
  // CHECK: hipsparseDestroyHybMat(hyb);
  return st;
}
// REPORT: "parse": "partial"
