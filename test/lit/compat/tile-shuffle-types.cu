// CUDA's tile shuffles take any trivially copyable value; HIP's take only
// integers and floating point (a static_assert, every release up to 7.0,
// which the model's HIP platform has too). A shuffle of a struct becomes
// hipport/compat.h's cooperative_groups::hipport_shfl* over the same tile,
// which moves the value as 32-bit words: an 8-byte key/value pair reduced
// to the tile's maximum with shfl_xor, a 12-byte triple rotated with shfl,
// a 2-byte pair moved with shfl_up and shfl_down, and an enum, in tiles of
// 8 and 32, through a pointer to the tile too. Shuffles of integers and
// floats stay as written. The converted program runs in the model at 32
// and 64 lanes and prints what the CUDA original prints at 32.
// Not in the --no-cuda-sdk run, which has no cooperative groups.
// UNSUPPORTED: no-cuda-sdk
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip --hip-version=5.2 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/k.hip
// RUN: FileCheck %s --check-prefix=NOTE --input-file=%t/err --implicit-check-not=warning
// RUN: %warp-model --width 32 --platform cuda %t/in/k.cu > %t/want
// RUN: %warp-model --width 32 --platform hip --hip-version 5.2 %t/out/k.hip > %t/got32
// RUN: diff %t/want %t/got32
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t/out/k.hip > %t/got64
// RUN: diff %t/want %t/got64
// RUN: FileCheck %s --check-prefix=WANT --input-file=%t/want
// The original does not compile in the model's HIP platform, as with HIP:
// RUN: not %warp-model --width 64 --platform hip --hip-version 5.2 %t/in/k.cu > %t/orig 2>&1
// RUN: FileCheck %s --check-prefix=HIP-REJECTS --input-file=%t/orig
// The output compiles with Debian's HIP 5.2 and with HIP 7.0's stand-ins:
// RUN: %hip-syntax %t/out/k.hip
// RUN: %hipport convert %t/in/k.cu -o %t/out70/k.hip --hip-version=7.0 2> /dev/null
// RUN: %hip-syntax -I%S/Inputs/hip70-version -I%S/../tables/Inputs/hip70 \
// RUN:   -include hip70_declarations.h %t/out70/k.hip

#include <cooperative_groups.h>
#include <cstdio>
namespace cg = cooperative_groups;
// CHECK: #include "hipport/compat.h"

struct KeyValue {
  int key;
  float value;
};
struct Triple {
  int a, b, c;
};
struct Small {
  char low, high;
};
enum Colour { Red, Green, Blue };

__device__ KeyValue larger(KeyValue x, KeyValue y) {
  return y.value > x.value ? y : x;
}

__global__ void shuffles(KeyValue *best, Triple *rotated, Small *moved,
                         int *colours, float *sums) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  cg::thread_block_tile<8> small = cg::tiled_partition<8>(block);
  int i = block.thread_rank();
  KeyValue kv = {i, (float)((i * 37) % 64)};
  for (int offset = 16; offset > 0; offset /= 2)
    kv = larger(kv, tile.shfl_xor(kv, offset));
  // CHECK: kv = larger(kv, cooperative_groups::hipport_shfl_xor(tile, kv, offset));
  best[i] = kv;
  Triple t = {i, i * 2, i * 3};
  rotated[i] = small.shfl(t, (small.thread_rank() + 1) % 8);
  // CHECK: rotated[i] = cooperative_groups::hipport_shfl(small, t, (small.thread_rank() + 1) % 8);
  Small s = {(char)i, (char)(i + 1)};
  cg::thread_block_tile<8> *p = &small;
  Small up = p->shfl_up(s, 1), down = small.shfl_down(s, 2);
  // CHECK: Small up = cooperative_groups::hipport_shfl_up(*p, s, 1), down = cooperative_groups::hipport_shfl_down(small, s, 2);
  moved[2 * i] = up;
  moved[2 * i + 1] = down;
  colours[i] = tile.shfl((Colour)(i % 3), 0);
  // CHECK: colours[i] = cooperative_groups::hipport_shfl(tile, (Colour)(i % 3), 0);
  float sum = (float)i;
  for (int offset = 4; offset > 0; offset /= 2)
    sum += small.shfl_down(sum, offset);
  // CHECK: sum += small.shfl_down(sum, offset);
  sums[i] = sum;
}

// A __half, which HIP's tile shuffles reject too (the model has no
// cuda_fp16.h; the HIP compiles above take this):
#ifndef HIPPORT_MODEL
#include <cuda_fp16.h>
__global__ void halves(__half *h) {
  auto tile = cg::tiled_partition<16>(cg::this_thread_block());
  h[threadIdx.x] = tile.shfl_xor(h[threadIdx.x], 1);
  // CHECK: h[threadIdx.x] = cooperative_groups::hipport_shfl_xor(tile, h[threadIdx.x], 1);
}
#endif

// NOTE: k.cu:{{[0-9]+}}:{{[0-9]+}}: note: HIP's cooperative-groups 'shfl_xor' takes only integer and floating-point values, not 'KeyValue'; written with hipport/compat.h as 'cooperative_groups::hipport_shfl_xor' [hipport-compat-shim]
// NOTE: not 'Colour'
// NOTE: not '__half'

// Each tile of 32 finds its largest value (63 at thread 19, whose 19 * 37
// is 63 modulo 64; 62 at thread 38); each tile of 8 rotates its triples
// and moves its pairs (a thread with none below or above keeps its own):
// WANT: best 0: key 19 value 63
// WANT: rotated 7: 0 0 0
// WANT: moved 8: up 8 9 down 10 11
// WANT: sum 8: 92
// WANT: moved 15: up 14 15 down 15 16
// WANT: best 32: key 38 value 62
// WANT: colour 33: 2

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  const int n = 64;
  KeyValue best[n];
  Triple rotated[n];
  Small moved[2 * n];
  int colours[n];
  float sums[n];
  shuffles<<<1, n>>>(best, rotated, moved, colours, sums);
  for (int i = 0; i < n; ++i) {
    printf("best %d: key %d value %g\n", i, best[i].key, best[i].value);
    printf("rotated %d: %d %d %d\n", i, rotated[i].a, rotated[i].b,
           rotated[i].c);
    printf("moved %d: up %d %d down %d %d\n", i, moved[2 * i].low,
           moved[2 * i].high, moved[2 * i + 1].low, moved[2 * i + 1].high);
    printf("colour %d: %d\n", i, colours[i]);
    printf("sum %d: %g\n", i, sums[i]);
  }
}
#endif
// HIP-REJECTS: Neither an integer or float type.
