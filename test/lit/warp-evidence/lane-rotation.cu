// Evidence that the other lane of a rotation, `(lane + 1) % 32`, and a
// warp's first element from the split itself, `(threadIdx.x >> 5) << 5`,
// belong to the assumption of the lane id: beside a ballot over the whole
// wavefront, hipport respells them with it. Left at 32 (what it wrote
// before), both compile and are wrong at 64 lanes: lanes 32-63 read the
// first half's values, and the warp's first element is not its lane 0.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %hipport convert --hip-version=5.2 %t.cu -o %t.hip
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t.hip
// RUN: %hip-syntax %t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/(lane + 1) % warpSize/(lane + 1) % 32/' %t.hip > %t.next.hip
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.next.hip | FileCheck %s --check-prefix=WRONG
// RUN: sed -e 's/(threadIdx.x \/ warpSize) \* warpSize/(threadIdx.x \/ warpSize) << 5/' %t.hip > %t.base.hip
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.base.hip | FileCheck %s --check-prefix=WRONG

__global__ void rotate(const int *in, int *out, int *rightBases) {
  const int lane = threadIdx.x % 32;
  const int v = in[threadIdx.x];
  const int next = __shfl_sync(0xffffffff, v, (lane + 1) % 32);
  // LINT: .cu:[[@LINE-1]]:58: warning: computes a lane id with 32{{.*}}fixed together with lines {{.*}} [hipport-warp-lane-arithmetic]
  // FIXED: const int next = {{.*}}(lane + 1) % warpSize);
  const int base = (threadIdx.x >> 5) << 5;
  // LINT: .cu:[[@LINE-1]]:39: warning: computes the first element of a warp's share with 5{{.*}}use '* warpSize'; fixed together with lines {{.*}} [hipport-warp-lane-arithmetic]
  // FIXED: const int base = (threadIdx.x / warpSize) * warpSize;
  const unsigned positive = __ballot_sync(0xffffffff, v >= 0);
  out[threadIdx.x] = next;
  if (in[base] == __shfl_sync(0xffffffff, v, 0) && positive != 0)
    atomicAdd(rightBases, 1);
}
// LINT-NOT: hipport-warp-hand-port

// RIGHT: rotation within warps: yes, warps' first elements right: 256 of 256
// WRONG: rotation within warps: {{no, .*|yes, warps' first elements right: ([0-9]|[0-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5]) of 256}}

#ifdef HIPPORT_MODEL
#include <algorithm>
MODEL_MAIN() {
  std::vector<int> in(256), out(256, -1);
  for (int i = 0; i < 256; ++i)
    in[i] = i;
  int rightBases = 0;
  hipmodel::launch(rotate, 1, 256, in.data(), out.data(), &rightBases);
  // Each warp's values come back rotated: the same values, each moved.
  std::vector<int> sorted = out;
  std::sort(sorted.begin(), sorted.end());
  bool rotated = sorted == in;
  for (int i = 0; rotated && i < 256; ++i)
    rotated = out[i] != in[i];
  printf("rotation within warps: %s, warps' first elements right: %d of 256\n",
         rotated ? "yes" : "no", rightBases);
}
#endif
