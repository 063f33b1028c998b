// .clang-tidy CheckOptions set what hipport lint takes from its command line,
// with lint's defaults: OffloadArch (--offload-arch, gfx942) changes the LDS
// budget, HipVersion (--hip-version, 7.0) what the output can spell, and an
// option that does not parse is a configuration error. --dump-config shows
// every option with its default.
// REQUIRES: clang-tidy
// RUN: rm -rf %t && mkdir -p %t/default %t/gfx950 %t/hip61 %t/bad
// RUN: %strip %s > %t/default/lds.cu
// RUN: cp %t/default/lds.cu %t/gfx950/lds.cu && cp %S/Inputs/gfx950.clang-tidy %t/gfx950/.clang-tidy
// RUN: cp %t/default/lds.cu %t/hip61/lds.cu && cp %S/Inputs/hip61.clang-tidy %t/hip61/.clang-tidy
// RUN: cp %t/default/lds.cu %t/bad/lds.cu && cp %S/Inputs/bad-arch.clang-tidy %t/bad/.clang-tidy
//
// An error-severity finding makes clang-tidy exit 1, as it does lint.
// RUN: not %clang-tidy -checks='-*,hipport-*' %t/default/lds.cu -- %tidy-cuda-args > %t/default.out 2> /dev/null
// RUN: FileCheck %s --check-prefix=GFX942 --input-file=%t/default.out
// RUN: %expect-exit 1 %hipport lint %t/default/lds.cu | FileCheck %s --check-prefix=GFX942
// RUN: %clang-tidy %t/gfx950/lds.cu -- %tidy-cuda-args > %t/gfx950.out 2> /dev/null
// RUN: FileCheck %s --check-prefix=GFX950 --input-file=%t/gfx950.out --implicit-check-not=hipport-lds-over-limit
// RUN: %expect-exit 1 %hipport lint --offload-arch=gfx950 %t/gfx950/lds.cu | FileCheck %s --check-prefix=GFX950 --implicit-check-not=hipport-lds-over-limit
//
// Below HIP 6.2 the *_sync intrinsics lose their mask in conversion: no
// mask is left to report, as with lint --hip-version=6.1.
// RUN: FileCheck %s --check-prefix=HIP70 --input-file=%t/default.out
// RUN: not %clang-tidy %t/hip61/lds.cu -- %tidy-cuda-args > %t/hip61.out 2> /dev/null
// RUN: FileCheck %s --check-prefix=GFX942 --input-file=%t/hip61.out
// RUN: not grep hipport-warp-full-mask %t/hip61.out
// RUN: %expect-exit 1 %hipport lint --hip-version=6.1 %t/hip61/lds.cu > %t/hip61.lint
// RUN: not grep hipport-warp-full-mask %t/hip61.lint
//
// RUN: not %clang-tidy %t/bad/lds.cu -- %tidy-cuda-args > %t/bad.out 2>&1
// RUN: FileCheck %s --check-prefix=BAD --input-file=%t/bad.out
// BAD: error: hipport-lds-over-limit: OffloadArch must name an AMD GPU (gfx...), not 'sm_80' [clang-tidy-config]
//
// RUN: %clang-tidy -checks='-*,hipport-*' --dump-config %t/default/lds.cu -- %tidy-cuda-args | FileCheck %s --check-prefix=DUMP
// DUMP-DAG: hipport-lds-over-limit.OffloadArch: gfx942
// DUMP-DAG: hipport-warp-full-mask.HipVersion: '7.0'
// DUMP-DAG: hipport-cuda-guard.Guards: keep
// DUMP-DAG: hipport-cuda-guard.HipMacros: ''

__global__ void tooBig(float *out) {
  // GFX942: lds.cu:[[@LINE-1]]:17: error: kernel 'tooBig' uses 81920 bytes of LDS (81920 static + 0 dynamic), more than the 65536 bytes of gfx942; it will fail to launch [hipport-lds-over-limit]
  // GFX950: lds.cu:[[@LINE-2]]:17: {{note|remark}}: kernel 'tooBig' uses 81920 bytes of LDS{{.*}}[hipport-lds-occupancy]
  __shared__ double tile[10240]; // 80 KiB
  tile[threadIdx.x] = __shfl_down_sync(0xffffffff, 1.0, 1);
  // HIP70: lds.cu:[[@LINE-1]]:40: warning: 32-bit full mask passed to '__shfl_down_sync'{{.*}}[hipport-warp-full-mask]
  out[0] = tile[0];
}
