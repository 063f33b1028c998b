// A block of 96 threads is three full warps at width 32, but one full and
// one half wavefront at width 64: the all-ones mask names lanes 32-63 of the
// second wavefront, which do not exist, and ROCm 7's check fails there only.
// RUN: %warp-model --width 32 %s \
// RUN:   | FileCheck %s --check-prefix=OK --implicit-check-not=model
// RUN: %expect-exit 3 %warp-model --width 64 %s \
// RUN:   | FileCheck %s --check-prefix=W64
// RUN: %warp-model --width 64 -DACTIVE %s \
// RUN:   | FileCheck %s --check-prefix=OK --implicit-check-not=model

#ifdef ACTIVE
#define MASK __activemask()
#else
#define MASK 0xffffffffffffffffull
#endif

__global__ void pairSums(const int *in, int *out) {
  int v = in[threadIdx.x];
  v += __shfl_xor_sync(MASK, v, 1);
  // W64: model error: mask 0xffffffffffffffff does not match active lanes 0xffffffff at partial-wavefront.cu:[[@LINE-1]] (block 0, thread 64)
  out[threadIdx.x] = v;
}

// OK: out[0] 1 out[63] 125 out[64] 129 out[95] 189
// W64-NEXT: out[0] 1 out[63] 125 out[64] 129 out[95] 189
// W64-NEXT: model: 1 errors

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(96), out(96);
  for (int i = 0; i < 96; ++i)
    in[i] = i;
  hipmodel::launch(pairSums, 1, 96, in.data(), out.data());
  printf("out[0] %d out[63] %d out[64] %d out[95] %d\n", out[0], out[63],
         out[64], out[95]);
}
#endif
