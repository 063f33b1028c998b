// cuFFT: plan, execute and destroy become hipFFT, cufftResult enumerators
// in a switch and inside the CUFFT_CHECK macro body are renamed. hipFFT is not
// installed here (its entries are unverified), so no compile check.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: count 0 < %t.err

#include <cufft.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK: #include <hipfft/hipfft.h>
#include <cstdio>

#define CUFFT_CHECK(call)                                                      \
  do {                                                                         \
    cufftResult err_ = (call);                                                 \
    if (err_ != CUFFT_SUCCESS) {                                               \
      std::fprintf(stderr, "cufft error %d\n", (int)err_);                     \
      return -1;                                                               \
    }                                                                          \
  } while (0)
// CHECK: hipfftResult err_ = (call);
// CHECK: if (err_ != HIPFFT_SUCCESS) {

static const char *fft_error(cufftResult r) {
// CHECK: static const char *fft_error(hipfftResult r) {
  switch (r) {
  case CUFFT_SUCCESS:
// CHECK: case HIPFFT_SUCCESS:
    return "success";
  case CUFFT_INVALID_PLAN:
// CHECK: case HIPFFT_INVALID_PLAN:
    return "invalid plan";
  case CUFFT_ALLOC_FAILED:
// CHECK: case HIPFFT_ALLOC_FAILED:
    return "alloc failed";
  default:
    return "other";
  }
}

int forward(cufftComplex *data, int n) {
// CHECK: int forward(hipfftComplex *data, int n) {
  cufftHandle plan;
// CHECK: hipfftHandle plan;
  CUFFT_CHECK(cufftPlan1d(&plan, n, CUFFT_C2C, 1));
// CHECK: CUFFT_CHECK(hipfftPlan1d(&plan, n, HIPFFT_C2C, 1));
  CUFFT_CHECK(cufftExecC2C(plan, data, data, CUFFT_FORWARD));
// CHECK: CUFFT_CHECK(hipfftExecC2C(plan, data, data, HIPFFT_FORWARD));
  std::puts(fft_error(cufftDestroy(plan)));
// CHECK: std::puts(fft_error(hipfftDestroy(plan)));
  return 0;
}
