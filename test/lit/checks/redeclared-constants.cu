// A variable declared before the declaration that initialises it (a common
// pattern for constants shared between files) must not crash the checks;
// the initialised declaration is the one judged.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out

extern const int kWarpSize;
extern const unsigned kVotes;
const int kWarpSize = 32;
// CHECK: .cu:[[@LINE-1]]:11: warning: 'kWarpSize' is 32{{.*}}[hipport-warp-size-constant]
const unsigned kVotes = 3;
__global__ void k(int *p) {
  int lane = threadIdx.x % kWarpSize;
  p[lane] = __shfl_sync(__activemask(), kVotes, 0);
}
