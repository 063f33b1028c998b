// The real clang-tidy-19 with hipport's plugin: a 32-bit full mask is
// reported under hipport's rule id, --fix applies the fix hipport convert
// applies (the file is the converted one but for the HIP include convert
// adds), --export-fixes writes it, and the fixed file compiles as HIP (with a
// stand-in for HIP 6.2's 64-bit-mask *_sync intrinsics).
// REQUIRES: clang-tidy
// RUN: rm -rf %t && mkdir -p %t && %strip %s > %t/kernel.cu
// RUN: %clang-tidy -checks='-*,hipport-*' %t/kernel.cu -- %tidy-cuda-args > %t/tidy.out 2> %t/tidy.err
// RUN: FileCheck %s --check-prefix=TIDY --input-file=%t/tidy.out --implicit-check-not='warning:'
// RUN: %clang-tidy -checks='-*,hipport-*' --export-fixes=%t/fixes.yaml %t/kernel.cu -- %tidy-cuda-args > /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=YAML --input-file=%t/fixes.yaml
// RUN: cp %t/kernel.cu %t/fixed.cu
// RUN: %clang-tidy -checks='-*,hipport-*' --fix %t/fixed.cu -- %tidy-cuda-args > /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t/fixed.cu
// RUN: %hipport convert %t/kernel.cu -o %t/converted.cu
// RUN: grep -v 'hip/hip_runtime.h' %t/converted.cu > %t/converted-no-include.cu
// RUN: diff %t/converted-no-include.cu %t/fixed.cu
// RUN: %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t/fixed.cu
// RUN: not %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t/kernel.cu 2>&1 | FileCheck %s --check-prefix=UNFIXED
// UNFIXED: The mask must be a 64-bit integer.

__global__ void reduce(float *out, const float *in) {
  float v = in[threadIdx.x];
  v += __shfl_down_sync(0xffffffff, v, 1);
  // TIDY: kernel.cu:[[@LINE-1]]:25: warning: 32-bit full mask passed to '__shfl_down_sync'{{.*}}use __activemask() [hipport-warp-full-mask]
  // FIXED: v += __shfl_down_sync(__activemask(), v, 1);
  out[threadIdx.x] = v;
}

// YAML: DiagnosticName: hipport-warp-full-mask
// YAML: Message: '32-bit full mask passed to ''__shfl_down_sync''
// YAML: FilePath: '{{.*}}kernel.cu'
// YAML: Replacements:
// YAML: ReplacementText: '__activemask()'
