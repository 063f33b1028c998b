// Macros and constants named like a warp size whose value is 32.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-warp-size-constant

#define WARP_SIZE 32
// CHECK: .cu:[[@LINE-1]]:9: warning: 'WARP_SIZE' is 32, a 32-lane warp{{.*}}[hipport-warp-size-constant]
#define THREADS_PER_WARP (32)
// CHECK: .cu:[[@LINE-1]]:9: warning: 'THREADS_PER_WARP' is 32{{.*}}[hipport-warp-size-constant]
constexpr int kWarpSize = 32;
// CHECK: .cu:[[@LINE-1]]:15: warning: 'kWarpSize' is 32{{.*}}[hipport-warp-size-constant]
static const int warpsize = 32;
// CHECK: .cu:[[@LINE-1]]:18: warning: 'warpsize' is 32{{.*}}[hipport-warp-size-constant]

// Other names, other values, or not a plain number: not reported.
#define TILE_SIZE 32
#define WARP_SIZE_AMD 64
#define WARP_SIZE_OF(x) 32
constexpr int kBitsPerWord = 32;
int hostWarpSize = 64;
