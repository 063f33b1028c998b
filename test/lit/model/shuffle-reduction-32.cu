// A warp reduction written for 32 lanes starts at offset 16. At width 32
// each warp's lane 0 ends with its warp's sum. At width 64 the 32-bit mask
// is an error (HIP 7 rejects it at compile time); with a 64-bit mask the
// code runs, but lane 0 never sees lanes 32-63. Starting at warpSize / 2
// gives the whole sum at both widths.
// RUN: %warp-model --width 32 %s \
// RUN:   | FileCheck %s --check-prefix=W32 --implicit-check-not=model
// RUN: %expect-exit 3 %warp-model --width 64 %s \
// RUN:   | FileCheck %s --check-prefix=W64
// RUN: %warp-model --width 64 -DMASK=0xffffffffffffffffull %s \
// RUN:   | FileCheck %s --check-prefix=WIDE --implicit-check-not=model
// RUN: %warp-model --width 32 -DMASK=0xffffffffffffffffull \
// RUN:   -DSTART=warpSize/2 %s \
// RUN:   | FileCheck %s --check-prefix=FIXED32 --implicit-check-not=model
// RUN: %warp-model --width 64 -DMASK=0xffffffffffffffffull \
// RUN:   -DSTART=warpSize/2 %s \
// RUN:   | FileCheck %s --check-prefix=FIXED64 --implicit-check-not=model

#ifndef MASK
#define MASK 0xffffffff
#endif
#ifndef START
#define START 16
#endif

__global__ void warpSums(const int *in, int *out) {
  int v = in[threadIdx.x];
  for (int offset = START; offset > 0; offset /= 2)
    v += __shfl_down_sync(MASK, v, offset);
  // W64: model error: 32-bit mask passed to __shfl_down_sync (HIP 7 rejects it at compile time) at shuffle-reduction-32.cu:[[@LINE-1]] (block 0, thread 0)
  // W64-COUNT-4: model error: 32-bit mask passed to __shfl_down_sync
  if (threadIdx.x % warpSize == 0)
    out[threadIdx.x / warpSize] = v;
}

// W32: warp 0: 496, warp 1: 1520, total 2016
// W64-NEXT: warp 0: 496, warp 1: -1, total 496
// W64-NEXT: model: 5 errors
// WIDE: warp 0: 496, warp 1: -1, total 496
// FIXED32: warp 0: 496, warp 1: 1520, total 2016
// FIXED64: warp 0: 2016, warp 1: -1, total 2016

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(64), out(2, -1);
  for (int i = 0; i < 64; ++i)
    in[i] = i;
  hipmodel::launch(warpSums, 1, 64, in.data(), out.data());
  printf("warp 0: %d, warp 1: %d, total %d\n", out[0], out[1],
         out[0] + (out[1] < 0 ? 0 : out[1]));
}
#endif
