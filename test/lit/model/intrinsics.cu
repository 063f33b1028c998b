// The model's warp intrinsics on known inputs, at both widths: widths of
// shuffles, 64-bit values, match, reduce, __syncwarp and the bit
// operations, and the errors for a bad width and a read past the block. The
// block of 48 threads ends in a partial warp at both widths, so the masks
// come from __activemask().
// RUN: %warp-model --width 32 %s \
// RUN:   | FileCheck %s --check-prefixes=CHECK,W32 --implicit-check-not=model
// RUN: %warp-model --width 64 %s \
// RUN:   | FileCheck %s --check-prefixes=CHECK,W64 --implicit-check-not=model
// RUN: %expect-exit 3 %warp-model --width 64 -DBAD_WIDTH %s \
// RUN:   | FileCheck %s --check-prefix=BAD-WIDTH
// RUN: %expect-exit 3 %warp-model --width 32 -DPAST_END -DHIPMODEL_STRICT_READS %s \
// RUN:   | FileCheck %s --check-prefixes=PAST-END,PAST-END32
// RUN: %expect-exit 3 %warp-model --width 64 -DPAST_END -DHIPMODEL_STRICT_READS %s \
// RUN:   | FileCheck %s --check-prefixes=PAST-END,PAST-END64

#define ALL __activemask()

__global__ void probe(long long *out) {
  int lane = threadIdx.x % warpSize;
  long long big = (1ll << 40) + threadIdx.x;
  double half = threadIdx.x / 2.0;
  int slot = 0;
  out[threadIdx.x * 8 + slot++] = __shfl_sync(ALL, big, 5, 8);
  out[threadIdx.x * 8 + slot++] = __shfl_up_sync(ALL, lane, 3, 16);
  out[threadIdx.x * 8 + slot++] = int(__shfl_xor(half, 1) * 2);
  out[threadIdx.x * 8 + slot++] = __match_any_sync(ALL, lane / 8);
  out[threadIdx.x * 8 + slot++] = __reduce_add_sync(ALL, unsigned(lane));
  out[threadIdx.x * 8 + slot++] = __reduce_min_sync(ALL, 10 - lane);
  __syncwarp(ALL);
  out[threadIdx.x * 8 + slot++] =
      __all_sync(ALL, lane < 40) + 2 * __any_sync(ALL, lane == 40);
#ifdef BAD_WIDTH
  out[threadIdx.x * 8] = __shfl_xor_sync(ALL, lane, 1, 24);
  // BAD-WIDTH: model error: width 24 of __shfl_xor_sync is not a power of two <= 64 at intrinsics.cu:[[@LINE-1]] (block 0, thread 0)
#endif
#ifdef PAST_END
  out[threadIdx.x * 8] = __shfl_down_sync(ALL, lane, 8);
  // PAST-END32: model error: read of inactive lane 16 by __shfl_down_sync at intrinsics.cu:[[@LINE-1]] (block 0, thread 40)
  // PAST-END64: model error: read of inactive lane 48 by __shfl_down_sync at intrinsics.cu:[[@LINE-2]] (block 0, thread 40)
#endif
}

// Lane 13: source lane 8 + 5; 13 - 3; 12 xor 1 = 13; lanes 8-15 share
// lane / 8; lanes 0..warp end summed; 10 - last lane; lanes below 40 all,
// lane 40 only in a 64-lane warp (block of 48).
// W32: lane 13: 1099511627789 10 12 0xff00 496 -21 1
// W64: lane 13: 1099511627789 10 12 0xff00 1128 -37 2
// CHECK: bits 4 8 31 4 0x80000000 64 33 0xe000000000000000
// BAD-WIDTH: model: 1 errors
// PAST-END: model: 1 errors

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<long long> out(48 * 8);
  hipmodel::launch(probe, 1, 48, out.data());
  printf("lane 13: %lld %lld %lld 0x%llx %lld %lld %lld\n", out[13 * 8],
         out[13 * 8 + 1], out[13 * 8 + 2], out[13 * 8 + 3], out[13 * 8 + 4],
         out[13 * 8 + 5], out[13 * 8 + 6]);
  // The 32-bit forms truncate a 64-bit argument, as CUDA's parameter types
  // do.
  unsigned long long high = 0xf0000000full;
  printf("bits %d %d %d %d 0x%x %d %d 0x%llx\n", __popc(high), __popcll(high),
         __clz(1), __ffs(8), __brev(1u), __popcll(~0ull), __ffsll(1ll << 32),
         __brevll(7));
}
#endif
