// What whole programs use on the device besides the warp intrinsics:
// atomics of every type programs use them with, the counting barriers,
// __threadfence, device printf and cooperative-groups tiles. Atomics are
// plain read-modify-writes (one OS thread runs every fiber); printf prints
// in the order the fibers run, thread by thread up to each barrier.
// RUN: %warp-model --width 32 %s | FileCheck %s --check-prefixes=CHECK,W32 --implicit-check-not=model
// RUN: %warp-model --width 64 %s | FileCheck %s --check-prefixes=CHECK,W64 --implicit-check-not=model

#include <cooperative_groups.h>
#include <cuda_runtime.h>
#include <cstdio>

namespace cg = cooperative_groups;

struct Totals {
  int i, iMin, iMax, iExch, iCas, iSub;
  unsigned u, uAnd, uOr, uXor, uInc;
  unsigned long long ull, ullMax, ullCas;
  float f;
  double d;
  int count, all, any;
};

__global__ void everything(Totals *t) {
  int x = threadIdx.x + 1;
  atomicAdd(&t->i, x);
  atomicSub(&t->iSub, x);
  atomicMin(&t->iMin, -x);
  atomicMax(&t->iMax, x);
  atomicExch(&t->iExch, 7);
  atomicCAS(&t->iCas, 0, x); // only the first thread finds 0
  atomicAdd(&t->u, 2u);
  atomicAnd(&t->uAnd, ~(1u << (x % 32)));
  atomicOr(&t->uOr, 1u << (x % 32));
  atomicXor(&t->uXor, 1u);
  atomicInc(&t->uInc, 9u);
  atomicAdd(&t->ull, 1ull << 33);
  atomicMax(&t->ullMax, (unsigned long long)x << 40);
  atomicCAS(&t->ullCas, 0ull, 5ull);
  atomicAdd(&t->f, 0.5f);
  atomicAdd(&t->d, 0.25);
  __threadfence();
  int count = __syncthreads_count(x % 3 == 0);
  int all = __syncthreads_and(x > 0);
  int any = __syncthreads_or(x == 100);
  if (threadIdx.x == 0) {
    t->count = count;
    t->all = all;
    t->any = any;
  }
  // A tile of 16 is the same at both widths; the warp-sized tile is not.
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  int sum = cg::reduce(tile, x, cg::plus<int>());
  if (tile.thread_rank() == 0 && tile.meta_group_rank() < 3)
    printf("tile %u of %u: sum %d, warp lane of rank 0: %d\n",
           tile.meta_group_rank(), tile.meta_group_size(), sum,
           int(threadIdx.x % warpSize));
}

int main() {
  Totals *t;
  cudaMallocManaged(&t, sizeof(Totals));
  t->uAnd = ~0u;
  everything<<<1, 128>>>(t);
  cudaDeviceSynchronize();
  // CHECK: tile 0 of 8: sum 136, warp lane of rank 0: 0
  // CHECK-NEXT: tile 1 of 8: sum 392, warp lane of rank 0: 16
  // W32-NEXT: tile 2 of 8: sum 648, warp lane of rank 0: 0
  // W64-NEXT: tile 2 of 8: sum 648, warp lane of rank 0: 32
  // CHECK-NEXT: int 8256 -8256 min -128 max 128 exch 7 cas 1
  printf("int %d %d min %d max %d exch %d cas %d\n", t->i, t->iSub, t->iMin,
         t->iMax, t->iExch, t->iCas);
  // CHECK-NEXT: unsigned 256 and 0x0 or 0xffffffff xor 0x0 inc 8
  printf("unsigned %u and 0x%x or 0x%x xor 0x%x inc %u\n", t->u, t->uAnd,
         t->uOr, t->uXor, t->uInc);
  // CHECK-NEXT: ull 0x10000000000 max 0x800000000000 cas 5
  printf("ull 0x%llx max 0x%llx cas %llu\n", t->ull, t->ullMax, t->ullCas);
  // CHECK-NEXT: float 64 double 32
  printf("float %g double %g\n", t->f, t->d);
  // CHECK-NEXT: count 42 and 1 or 1
  printf("count %d and %d or %d\n", t->count, t->all, t->any);
  return 0;
}
