// A full mask where only some lanes call: at width 32 lanes 0-31 are the
// whole first warp, so CUDA is satisfied. At width 64 they are half of the
// wavefront, and ROCm 7's run-time check (a ballot of the lanes holding the
// mask must equal the mask) fails. __activemask() names exactly the lanes
// that call. With only lanes 0-15 calling, CUDA fails too: a *_sync call
// waits for every lane its mask names to make the same call or exit, and
// lanes 16-31 wait at the barrier instead (on a GPU, a hang).
// RUN: %warp-model --width 32 %s \
// RUN:   | FileCheck %s --check-prefix=OK --implicit-check-not=model
// RUN: %expect-exit 3 %warp-model --width 64 %s \
// RUN:   | FileCheck %s --check-prefix=W64
// RUN: %warp-model --width 64 -DACTIVE %s \
// RUN:   | FileCheck %s --check-prefix=OK --implicit-check-not=model
// RUN: %expect-exit 3 %warp-model --width 32 -DLIMIT=16 %s \
// RUN:   | FileCheck %s --check-prefix=HALF
// RUN: %warp-model --width 32 -DLIMIT=16 -DACTIVE %s \
// RUN:   | FileCheck %s --check-prefix=HALF-OK --implicit-check-not=model

#ifdef ACTIVE
#define MASK __activemask()
#else
#define MASK 0xffffffffffffffffull
#endif
#ifndef LIMIT
#define LIMIT 32
#endif

__global__ void broadcastLow(const int *in, int *out) {
  int v = in[threadIdx.x];
  if (threadIdx.x < LIMIT)
    v = __shfl_sync(MASK, v, 3);
  // W64: model error: mask 0xffffffffffffffff does not match active lanes 0xffffffff at partial-mask.cu:[[@LINE-1]] (block 0, thread 0)
  // HALF: model error: mask 0xffffffff names lanes 0xffff0000 that do not execute this __shfl_sync at partial-mask.cu:[[@LINE-2]] (block 0, thread 0)
  __syncthreads();
  out[threadIdx.x] = v;
}

// OK: out[0] 103 out[31] 103 out[32] 132 out[63] 163
// W64-NEXT: out[0] 103 out[31] 103 out[32] 132 out[63] 163
// W64-NEXT: model: 1 errors
// HALF-NEXT: out[0] 103 out[31] 131 out[32] 132 out[63] 163
// HALF-NEXT: model: 1 errors
// HALF-OK: out[0] 103 out[31] 131 out[32] 132 out[63] 163

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(64), out(64);
  for (int i = 0; i < 64; ++i)
    in[i] = 100 + i;
  hipmodel::launch(broadcastLow, 1, 64, in.data(), out.data());
  printf("out[0] %d out[31] %d out[32] %d out[63] %d\n", out[0], out[31],
         out[32], out[63]);
}
#endif
