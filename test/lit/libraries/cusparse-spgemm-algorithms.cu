// cusparse.h misspells two SpGEMM algorithms (CUSPARSE_SPGEMM_CSR_ALG_
// DETERMINITIC, _NONDETERMINITIC); hipSPARSE spells them in full, so no
// prefix rule finds them. They convert to hipSPARSE's names, nothing is
// reported, and the output compiles with Debian's hipSPARSE.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err
// RUN: %hip-syntax %t.hip

#include <cusparse.h>
// CHECK: #include <hipsparse/hipsparse.h>

cusparseSpGEMMAlg_t pick(bool reproducible) {
  // CHECK: hipsparseSpGEMMAlg_t pick(bool reproducible) {
  return reproducible ? CUSPARSE_SPGEMM_CSR_ALG_DETERMINITIC
                      : CUSPARSE_SPGEMM_CSR_ALG_NONDETERMINITIC;
  // CHECK: return reproducible ? HIPSPARSE_SPGEMM_CSR_ALG_DETERMINISTIC
  // CHECK-NEXT: : HIPSPARSE_SPGEMM_CSR_ALG_NONDETERMINISTIC;
}
