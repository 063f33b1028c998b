// cusparseGetErrorName and cusparseGetErrorString, which hipSPARSE declares
// from ROCm 6.0 on (HeCBench sddmm-batch and spaxpby call the second in
// their CHECK_CUSPARSE macro): below 6.0 they become hipport/compat.h's
// shims, in code and in a macro body alike. Run on the host: each status
// gets its enumerator's name (the stringized enumerator of Debian's
// hipsparse.h, so the shim's numbering is the header's) and a description;
// a value past the enumerators gets "Unrecognized status code". Compiled
// against a 6.0 hipSPARSE (the stand-ins), the shims call hipSPARSE's own.
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip --hip-version=5.2 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/k.hip
// RUN: FileCheck %s --check-prefix=NOTE --input-file=%t/err
// RUN: clang++-19 -x hip --cuda-host-only --rocm-path=/usr -nogpulib \
// RUN:   %t/out/k.hip -o %t/k52
// RUN: %t/k52 | FileCheck %s --check-prefix=RUN52
// RUN: clang++-19 -c -I%S/../tables/Inputs/hip70 -D__HIP_PLATFORM_AMD__ \
// RUN:   %S/Inputs/hipsparse60-error-strings.cpp -o %t/hipsparse60.o
// RUN: clang++-19 -x hip --cuda-host-only --rocm-path=/usr -nogpulib \
// RUN:   -I%S/Inputs/hip70-version -I%S/../tables/Inputs/hip70 \
// RUN:   -include hip70_declarations.h -include hip70_library_declarations.h \
// RUN:   %t/out/k.hip -x none %t/hipsparse60.o -o %t/k60
// RUN: %t/k60 | FileCheck %s --check-prefix=RUN60
// At 6.0 and later the calls keep hipSPARSE's names:
// RUN: %hipport convert %t/in/k.cu -o %t/out70/k.hip --hip-version=7.0 2> /dev/null
// RUN: FileCheck %s --check-prefix=HIP70 --input-file=%t/out70/k.hip
// RUN: %hip-syntax -I%S/../tables/Inputs/hip70 \
// RUN:   -include hip70_library_declarations.h %t/out70/k.hip

#include <cstdio>
#include <cstring>
#include <cusparse.h>
// CHECK: #include "hipport/compat.h"

#define CHECK_CUSPARSE(call)                                                   \
  {                                                                            \
    cusparseStatus_t s = (call);                                               \
    if (s != CUSPARSE_STATUS_SUCCESS)                                          \
      printf("failed: %s\n", cusparseGetErrorString(s));                       \
  }
// CHECK: printf("failed: %s\n", hipport::sparseGetErrorString(s));
// HIP70: printf("failed: %s\n", hipsparseGetErrorString(s));

// Whether the name of S is the enumerator's own spelling.
#define NAMED(S)                                                               \
  printf("%s %s\n", #S,                                                        \
         std::strcmp(cusparseGetErrorName(S), #S) ? "WRONG" : "named")

int main() {
  NAMED(CUSPARSE_STATUS_SUCCESS);
  NAMED(CUSPARSE_STATUS_NOT_INITIALIZED);
  NAMED(CUSPARSE_STATUS_ALLOC_FAILED);
  NAMED(CUSPARSE_STATUS_INVALID_VALUE);
  NAMED(CUSPARSE_STATUS_ARCH_MISMATCH);
  NAMED(CUSPARSE_STATUS_MAPPING_ERROR);
  NAMED(CUSPARSE_STATUS_EXECUTION_FAILED);
  NAMED(CUSPARSE_STATUS_INTERNAL_ERROR);
  NAMED(CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED);
  NAMED(CUSPARSE_STATUS_ZERO_PIVOT);
  NAMED(CUSPARSE_STATUS_NOT_SUPPORTED);
  NAMED(CUSPARSE_STATUS_INSUFFICIENT_RESOURCES);
  cusparseStatus_t Past = static_cast<cusparseStatus_t>(12);
  printf("past: %s | %s\n", cusparseGetErrorName(Past),
         cusparseGetErrorString(Past));
  // CHECK: printf("past: %s | %s\n", hipport::sparseGetErrorName(Past),
  // CHECK-NEXT: hipport::sparseGetErrorString(Past));
  // HIP70: printf("past: %s | %s\n", hipsparseGetErrorName(Past),
  CHECK_CUSPARSE(CUSPARSE_STATUS_ZERO_PIVOT);
  return 0;
}

// NOTE: k.cu:[[@LINE-33]]:30: note: HIP 5.2 has no 'cusparseGetErrorString' (--hip-version); written with hipport/compat.h as 'hipport::sparseGetErrorString' [hipport-compat-shim]
// NOTE: note: HIP 5.2 has no 'cusparseGetErrorName' (--hip-version); written with hipport/compat.h as 'hipport::sparseGetErrorName' [hipport-compat-shim]

// RUN52-COUNT-12: {{^}}HIPSPARSE_STATUS_{{[A-Z_]+}} named{{$}}
// RUN52-NEXT: {{^}}past: Unrecognized status code | Unrecognized status code{{$}}
// RUN52-NEXT: {{^}}failed: a zero pivot was found{{$}}

// RUN60-COUNT-12: {{^}}HIPSPARSE_STATUS_{{[A-Z_]+}} WRONG{{$}}
// RUN60-NEXT: {{^}}past: hipSPARSE's name | hipSPARSE's text{{$}}
// RUN60-NEXT: {{^}}failed: hipSPARSE's text{{$}}
