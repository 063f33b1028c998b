// A reduction over thread_block_tile<32> sums each tile of 32 threads at
// both widths: a tile's shuffles have the tile as their segment, so two
// tiles share a 64-lane wavefront without mixing. cg::reduce agrees, and a
// prefix sum (shfl_up) and a broadcast (shfl) stay within their tile. A tile
// of 64 does not fit a 32-lane warp.
// RUN: %warp-model --width 32 %s \
// RUN:   | FileCheck %s --check-prefix=TILES --implicit-check-not=model
// RUN: %warp-model --width 64 %s \
// RUN:   | FileCheck %s --check-prefix=TILES --implicit-check-not=model
// RUN: %expect-exit 3 %warp-model --width 32 -DTILE=64 %s \
// RUN:   | FileCheck %s --check-prefix=BIG
// RUN: %warp-model --width 64 -DTILE=64 %s \
// RUN:   | FileCheck %s --check-prefix=BIG64 --implicit-check-not=model

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

#ifndef TILE
#define TILE 32
#endif

__global__ void tileSums(const int *in, int *out, int *viaReduce,
                         unsigned long long *ranks, int *scan) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(block);
  // BIG: model error: tiled_partition<64> needs a power of two <= 32 at tile-reduce.cu:[[@LINE-1]] (block 0, thread 0)
  int v = in[block.thread_rank()];
  for (unsigned offset = tile.size() / 2; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  int r = cg::reduce(tile, in[block.thread_rank()], cg::plus<int>());
  unsigned long long votes = tile.ballot(in[block.thread_rank()] % 2);
  int prefix = in[block.thread_rank()];
  for (unsigned offset = 1; offset < tile.size(); offset *= 2) {
    int below = tile.shfl_up(prefix, offset);
    if (tile.thread_rank() >= offset)
      prefix += below;
  }
  // Each thread's prefix sum, minus its tile's first value: the sum of the
  // values after the first, up to and including its own.
  scan[block.thread_rank()] = prefix - tile.shfl(prefix, 0);
  if (tile.thread_rank() == 0) {
    out[tile.meta_group_rank()] = v;
    viaReduce[tile.meta_group_rank()] = r;
    ranks[tile.meta_group_rank()] = votes;
  }
  block.sync();
}

// TILES: tiles 4: 496 1520 2544 3568, reduce 496 1520 2544 3568, odd 0xaaaaaaaa
// TILES-NEXT: scan 0 1 496 0 33 1488
// BIG: model: 1 errors
// BIG64: tiles 2: 2016 6112, reduce 2016 6112, odd 0xaaaaaaaaaaaaaaaa
// BIG64-NEXT: scan 0 1 496 528 561 2016

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(128), out(4), viaReduce(4);
  std::vector<unsigned long long> votes(4);
  std::vector<int> scan(128);
  for (int i = 0; i < 128; ++i)
    in[i] = i;
  hipmodel::launch(tileSums, 1, 128, in.data(), out.data(), viaReduce.data(),
                   votes.data(), scan.data());
  int tiles = 128 / TILE;
  printf("tiles %d:", tiles);
  for (int t = 0; t < tiles; ++t)
    printf(" %d", out[t]);
  printf(", reduce");
  for (int t = 0; t < tiles; ++t)
    printf(" %d", viaReduce[t]);
  printf(", odd 0x%llx\n", votes[0]);
  printf("scan %d %d %d %d %d %d\n", scan[0], scan[1], scan[31], scan[32],
         scan[33], scan[63]);
}
#endif
