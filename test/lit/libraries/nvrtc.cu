// NVRTC: program creation, compilation, error strings and the result type
// become hipRTC (hip/hiprtc.h). HIP 5.2 spells the PTX getters hiprtcGetCode and
// hiprtcGetCodeSize, which the table does not map: they are reported, and the
// rest compiles.
// RUN: %strip %s > %t.cu
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: grep -v nvrtcGetPTX %t.hip > %t.ok.hip
// RUN: %hip-syntax %t.ok.hip

#include <nvrtc.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK: #include <hip/hiprtc.h>
#include <cstdio>
#include <vector>

#define NVRTC_CHECK(call)                                                      \
  do {                                                                         \
    nvrtcResult r_ = (call);                                                   \
    if (r_ != NVRTC_SUCCESS) {                                                 \
      std::fprintf(stderr, "%s\n", nvrtcGetErrorString(r_));                   \
      return {};                                                               \
    }                                                                          \
  } while (0)
// CHECK: hiprtcResult r_ = (call);
// CHECK: if (r_ != HIPRTC_SUCCESS) {
// CHECK: std::fprintf(stderr, "%s\n", hiprtcGetErrorString(r_));

std::vector<char> compile(const char *src) {
  nvrtcProgram prog;
// CHECK: hiprtcProgram prog;
  NVRTC_CHECK(nvrtcCreateProgram(&prog, src, "k.cu", 0, nullptr, nullptr));
// CHECK: NVRTC_CHECK(hiprtcCreateProgram(&prog, src, "k.cu", 0, nullptr, nullptr));
  const char *opts[] = {"-default-device"};
  NVRTC_CHECK(nvrtcCompileProgram(prog, 1, opts));
// CHECK: NVRTC_CHECK(hiprtcCompileProgram(prog, 1, opts));
  size_t size = 0;
  NVRTC_CHECK(nvrtcGetPTXSize(prog, &size));
// DIAG: :[[@LINE-1]]:15: warning: 'nvrtcGetPTXSize' has no HIP equivalent: no HIP counterpart declared in HIP 5.2 to HIP 7.0 [hipport-unsupported-api]
  std::vector<char> ptx(size);
  NVRTC_CHECK(nvrtcGetPTX(prog, ptx.data()));
// DIAG: :[[@LINE-1]]:15: warning: 'nvrtcGetPTX' has no HIP equivalent: no HIP counterpart declared in HIP 5.2 to HIP 7.0 [hipport-unsupported-api]
  NVRTC_CHECK(nvrtcDestroyProgram(&prog));
// CHECK: NVRTC_CHECK(hiprtcDestroyProgram(&prog));
  return ptx;
}
