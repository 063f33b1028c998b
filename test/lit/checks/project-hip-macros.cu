// A project's own HIP macro, declared with --hip-macro or in .hipport.yaml
// (hip-macros:), counts as HIP's: a guard that tests it is evaluated with it
// defined, and code in an #if tree that tests it already has a HIP path.
// Undeclared, MYPROJ_AMD_GPU is just another macro.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.default
// RUN: FileCheck %s --check-prefix=DEFAULT --input-file=%t.default
// RUN: %expect-exit 0 %hipport lint %t.cu --hip-macro MYPROJ_AMD_GPU | count 0
// Several --hip-macro: the first is the one rewritten guards test.
// The 32-bit mask in the CUDA path of sum() stops the converted build
// (hipport-warp-hand-port): convert exits 1.
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip --guards=hip-takes-cuda-path --hip-macro FIRST_HIP --hip-macro OTHER_HIP 2>/dev/null
// RUN: FileCheck %s --check-prefix=REWRITE --input-file=%t.hip
// REWRITE: #if (CUDA_VERSION >= 11000 || defined(MYPROJ_AMD_GPU)) || defined(FIRST_HIP)
// RUN: %expect-exit 2 %hipport lint %t.cu --hip-macro 1BAD 2>&1 | FileCheck %s --check-prefix=BADNAME
// BADNAME: error: --hip-macro must be a macro name, not '1BAD'
// RUN: rm -rf %t.dir && mkdir %t.dir && printf 'hip-macros: [MYPROJ_AMD_GPU]\n' > %t.dir/.hipport.yaml
// RUN: cd %t.dir && %expect-exit 0 %hipport lint %t.cu | count 0
// The well-known project macros are data: the hip-macros parameter of
// hipport-cuda-guard in rules/guards.yaml.
// RUN: rm -rf %t.data && mkdir -p %t.data && cp -r %S/../../../rules %t.data/rules
// RUN: ln -s %S/../../../mappings %t.data/mappings && ln -s %S/../../../share %t.data/share
// RUN: sed -i 's/hip-macros: "/hip-macros: "MYPROJ_AMD_GPU,/' %t.data/rules/guards.yaml
// RUN: cd %t.data && env HIPPORT_DATA_DIR=%t.data %expect-exit 0 %hipport lint %t.cu | count 0
// A list item must be a macro name.
// RUN: printf 'hip-macros: [3]\n' > %t.dir/bad.yaml
// RUN: cd %t.dir && %expect-exit 2 %hipport lint %t.cu --config bad.yaml 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.yaml:1:{{[0-9]+}}: error: a HIP macro must be a macro name

#include <cuda_runtime.h>

#if CUDA_VERSION >= 11000 || defined(MYPROJ_AMD_GPU)
// DEFAULT: .cu:[[@LINE-1]]:2: warning: '#if CUDA_VERSION >= 11000 || defined(MYPROJ_AMD_GPU)' tests CUDA_VERSION{{.*}}[hipport-cuda-guard]
#define MODERN 1
#endif

__device__ float sum(float v) {
#ifdef MYPROJ_AMD_GPU
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down(v, o);
#else
  for (int o = 16; o > 0; o /= 2)
    // DEFAULT: .cu:[[@LINE-1]]:16: warning: shuffle reduction starts at offset 16{{.*}}[hipport-warp-shuffle-32]
    v += __shfl_down_sync(0xffffffff, v, o);
    // DEFAULT: .cu:[[@LINE-1]]:27: warning: 32-bit full mask{{.*}}[hipport-warp-full-mask]
#endif
  return v;
}
