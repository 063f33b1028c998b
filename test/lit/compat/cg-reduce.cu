// UNSUPPORTED: no-cuda-sdk
// (--no-cuda-sdk has no cooperative groups declarations: docs/no-cuda-sdk.md)
// cooperative_groups::reduce and its operators, and
// cooperative_groups/reduce.h, which no HIP release up to 7.0 has, become
// hipport/compat.h's: the include is the compat header's, cg::reduce and
// cg::plus<int> become cg::hipport_reduce and cg::hipport_plus<int> (in
// HIP's namespace cooperative_groups). Each thread gets its tile's
// reduction, for tiles of 2 to 32 threads at 32 and 64 lanes and for the
// whole 64-lane wavefront.
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/k.hip
// RUN: FileCheck %s --check-prefix=NOTE --implicit-check-not=warning --input-file=%t/err
// RUN: %warp-model --width 32 --platform hip %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT32 --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip -DWAVEFRONT %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT64 --implicit-check-not=model
// RUN: %warp-model --width 32 %s \
// RUN:   | FileCheck %s --check-prefix=RESULT32 --implicit-check-not=model
// The output compiles with Debian's HIP 5.2 and with HIP 7.0's stand-ins:
// RUN: %hip-syntax %t/out/k.hip
// RUN: %hip-syntax -I%S/Inputs/hip70-version -I%S/../tables/Inputs/hip70 \
// RUN:   -include hip70_declarations.h %t/out/k.hip

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
// CHECK-NEXT: #include "hipport/compat.h"
// CHECK-NOT: #include "hipport/compat.h"
// NOTE: k.cu:[[@LINE-4]]:10: note: HIP has no 'cooperative_groups/reduce.h'; its declarations are written with hipport/compat.h [hipport-compat-shim]
namespace cg = cooperative_groups;

#define TILE_REDUCE(N)                                                         \
  __global__ void tileReduce##N(const int *in, int *out) {                     \
    cg::thread_block block = cg::this_thread_block();                          \
    cg::thread_block_tile<N> tile = cg::tiled_partition<N>(block);             \
    int v = in[block.thread_rank()];                                           \
    unsigned u = unsigned(v) * 2654435761u;                                    \
    int *o = out + block.thread_rank() * 6;                                    \
    o[0] = cg::reduce(tile, v, cg::plus<int>());                               \
    o[1] = cg::reduce(tile, v, cg::less<int>());                               \
    o[2] = cg::reduce(tile, v, cg::greater<int>());                            \
    o[3] = int(cg::reduce(tile, u, cg::bit_and<unsigned>()));                  \
    o[4] = int(cg::reduce(tile, u, cg::bit_or<unsigned>()));                   \
    o[5] = int(cg::reduce(tile, u, cg::bit_xor<unsigned>()));                  \
  }
// CHECK: o[0] = cg::hipport_reduce(tile, v, cg::hipport_plus<int>());
// CHECK: o[1] = cg::hipport_reduce(tile, v, cg::hipport_less<int>());
// CHECK: o[2] = cg::hipport_reduce(tile, v, cg::hipport_greater<int>());
// CHECK: o[3] = int(cg::hipport_reduce(tile, u, cg::hipport_bit_and<unsigned>()));
// CHECK: o[4] = int(cg::hipport_reduce(tile, u, cg::hipport_bit_or<unsigned>()));
// CHECK: o[5] = int(cg::hipport_reduce(tile, u, cg::hipport_bit_xor<unsigned>()));
TILE_REDUCE(2)
TILE_REDUCE(4)
TILE_REDUCE(8)
TILE_REDUCE(16)
TILE_REDUCE(32)
#ifdef WAVEFRONT
TILE_REDUCE(64)
#endif

#ifdef HIPPORT_MODEL
static int combine(int op, int a, int b) {
  switch (op) {
  case 0: return int(unsigned(a) + unsigned(b));
  case 1: return b < a ? b : a;
  case 2: return a < b ? b : a;
  case 3: return a & b;
  case 4: return a | b;
  default: return a ^ b;
  }
}

template <typename KernelT>
static int check(KernelT kernel, int n, const std::vector<int> &in) {
  const int threads = 128;
  std::vector<int> out(threads * 6, 0x5a5a5a5a);
  hipLaunchKernelGGL(kernel, 1, threads, 0, 0, in.data(), out.data());
  int wrong = 0;
  for (int t = 0; t < threads; ++t)
    for (int op = 0; op < 6; ++op) {
      int first = t - t % n, want = 0;
      for (int r = first; r < first + n; ++r) {
        int x = op < 3 ? in[r] : int(unsigned(in[r]) * 2654435761u);
        want = r == first ? x : combine(op, want, x);
      }
      if (out[t * 6 + op] != want && wrong++ < 5)
        printf("tile %d thread %d op %d: %d, want %d\n", n, t, op,
               out[t * 6 + op], want);
    }
  return wrong;
}

MODEL_MAIN() {
  std::vector<int> in(128);
  for (int i = 0; i < 128; ++i)
    in[i] = (i * 53 % 97) - 40;
  int wrong = check(tileReduce2, 2, in) + check(tileReduce4, 4, in) +
              check(tileReduce8, 8, in) + check(tileReduce16, 16, in) +
              check(tileReduce32, 32, in);
  int tiles = 5;
#ifdef WAVEFRONT
  wrong += check(tileReduce64, 64, in);
  ++tiles;
#endif
  printf("%d tile sizes, %d wrong\n", tiles, wrong);
  // RESULT32: 5 tile sizes, 0 wrong
  // RESULT64: 6 tile sizes, 0 wrong
}
#endif
