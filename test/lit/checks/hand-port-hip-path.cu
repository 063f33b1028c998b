// Code that already has a HIP path (a warp size an `#ifdef USE_ROCM`
// defines, as HeCBench attention-paged's vLLM code does) is left alone by
// the warp checks, site by site and as a whole: no hand-port error and no
// `#error` in the converted file, and every mechanical fix of its functions
// applied (masks widened, the ballot kept in 64 bits and counted with
// __popcll): its ROCm build (-DUSE_ROCM, as the project's own HIP build
// defines it) is right on the 64-lane GPUs its 64 is written for, as the
// CUDA original is at 32. Before, the sites were quiet but their assumption
// stopped the build, and its masks and ballot stayed 32-bit. The program is
// the fake HeCBench benchmark rocmpath (model/warp-programs.test).
// RUN: %expect-exit 1 %hipport lint %S/../model/Inputs/fake-hecbench/src/rocmpath-cuda/main.cu \
// RUN:   | FileCheck %s --implicit-check-not=warp-hand-port --implicit-check-not=warp-lane-arithmetic --implicit-check-not="not changed" --implicit-check-not="not widened"
// RUN: %hipport convert %S/../model/Inputs/fake-hecbench/src/rocmpath-cuda/main.cu -o %t.hip 2>/dev/null
// RUN: FileCheck %s --check-prefix=KEPT --input-file=%t.hip
// RUN: %warp-model --width 32 %S/../model/Inputs/fake-hecbench/src/rocmpath-cuda/main.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip -DUSE_ROCM %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

// CHECK: main.cu:17:12: warning: 'ballot' keeps a ballot or active mask in 32 bits{{.*}}[hipport-warp-ballot-truncation]
// CHECK: main.cu:17:35: warning: 32-bit full mask{{.*}}[hipport-warp-full-mask]
// CHECK: main.cu:19:25: warning: '__popc' of a ballot counts only 32 lanes{{.*}}[hipport-warp-ballot-truncation]
// CHECK: main.cu:21:26: warning: 32-bit full mask{{.*}}[hipport-warp-full-mask]
// CHECK: main.cu:22:19: warning: 32-bit full mask{{.*}}[hipport-warp-full-mask]

// KEPT-NOT: #error "hipport
// KEPT: __global__ void warpSums(
// KEPT: __ballot_sync(__activemask(), v > 0)
// KEPT: __popcll(ballot)
// KEPT: __shfl_xor_sync(__activemask(), v, o)
// KEPT: __shfl_sync(__activemask(), v, 0)

// RIGHT: total 32640, positive 255: PASS
