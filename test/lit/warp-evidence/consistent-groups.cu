// Evidence that logical 32-lane groups used consistently (a WARP 32 macro
// for lane and warp ids, xor shuffles from offset 16, one partial sum per
// group) are right on 64-lane wavefronts as written: hipport reports no
// lane or shuffle finding and changes only the masks, to __activemask(),
// and the result is the CUDA result at 32 and 64 lanes. Rewriting only the
// loop start to warpSize / 2 (what hipport used to do) makes the final
// reduction read lanes that do not run (undefined values: NaN in the model), and an all-ones 64-bit mask traps under `if (warp == 0)`, where only
// 32 lanes of the wavefront run.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint --implicit-check-not=warning:
// RUN: %hipport convert %t.cu -o %t.hip
// The output compiles against the HIP 6.2+ stand-in and, converted for
// it, against Debian's HIP 5.2.
// RUN: %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip
// RUN: %hipport convert %t.cu -o %t.52.hip --hip-version=5.2
// RUN: %hip-syntax --hip-version=5.2 %t.52.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 32 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's|int o = 16|int o = warpSize / 2|' %t.hip > %t.half.hip
// RUN: %warp-model --width 64 --platform hip %t.half.hip | FileCheck %s --check-prefix=WRONG
// RUN: sed -e 's|__activemask()|0xffffffffffffffffull|' %t.hip > %t.full.hip
// RUN: %expect-exit 3 %warp-model --width 64 --platform hip %t.full.hip | FileCheck %s --check-prefix=TRAP

#define WARP 32

__device__ float groupSum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffff, v, o);
  // LINT: .cu:[[@LINE-1]]:26: warning: 32-bit full mask passed to '__shfl_xor_sync'{{.*}}[hipport-warp-full-mask]
  return v;
}

__global__ void blockSum(const float *in, float *out) {
  __shared__ float partial[WARP];
  int lane = threadIdx.x % WARP;
  int warp = threadIdx.x / WARP;
  float v = groupSum(in[blockIdx.x * blockDim.x + threadIdx.x]);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / WARP ? partial[lane] : 0;
    v = groupSum(v);
    if (lane == 0)
      out[blockIdx.x] = v;
  }
}

// RIGHT: block sums 32896 98432
// WRONG: block sums nan nan
// TRAP: model error: mask 0xffffffffffffffff does not match active lanes 0xffffffff at

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<float> in(512), out(2);
  for (int i = 0; i < 512; ++i)
    in[i] = i + 1;
  hipmodel::launch(blockSum, 2, 256, in.data(), out.data());
  printf("block sums %g %g\n", out[0], out[1]);
}
#endif
