// `1 << lane` builds a lane mask in 32 bits; lanes 32-63 shift past it.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-warp-lane-mask
// RUN: %hipport convert %t.cu -o %t.hip --hip-version=5.2 --disable=hipport-warp-lane-arithmetic
// RUN: FileCheck %s --input-file=%t.hip --check-prefix=FIXED
// RUN: %hip-syntax %t.hip

__device__ bool voted(unsigned long long ballot) {
  int lane = threadIdx.x % warpSize;
  return ballot & (1 << lane);
  // CHECK: .cu:[[@LINE-1]]:22: warning: lane mask built in 32 bits{{.*}}[hipport-warp-lane-mask]
  // FIXED: return ballot & (1ull << lane);
}

// Bit manipulation that is not about lanes, and a bit that is below 32 by
// construction: not reported.
__device__ unsigned bitOfThread() { return 1u << (threadIdx.x & 31); }
__host__ __device__ unsigned flag(int bit) { return 1u << bit; }
__device__ unsigned long long wide(int lane) { return 1ull << lane; }
