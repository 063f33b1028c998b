// Evidence that a shuffle whose source lane is computed from a lane id and
// that passes no width reads the hardware wavefront: `__shfl_sync(m, v,
// (lane + 1) % 32)` with `lane = threadIdx.x % 32` looks like consistent
// 32-lane groups, but HIP takes the source lane modulo the 64-lane
// wavefront, so lanes 32-63 read the first half. hipport reads the group as
// hardware code and respells its lane ids with warpSize. Converting only the
// mask (what it wrote before) compiles and is wrong at 64 lanes.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %hipport convert --hip-version=5.2 %t.cu -o %t.hip
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t.hip
// RUN: %hip-syntax %t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/% warpSize/% 32/g' %t.hip > %t.before.hip
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.before.hip | FileCheck %s --check-prefix=WRONG

__global__ void rotateGroups(const int *in, int *out) {
  const int lane = threadIdx.x % 32;
  // LINT: .cu:[[@LINE-1]]:32: warning: computes a lane id with 32{{.*}}fixed together with line [[#@LINE+3]] [hipport-warp-lane-arithmetic]
  // FIXED: const int lane = threadIdx.x % warpSize;
  const int v = in[threadIdx.x];
  out[threadIdx.x] = __shfl_sync(0xffffffff, v, (lane + 1) % 32);
  // FIXED: out[threadIdx.x] = {{.*}}(lane + 1) % warpSize);
}
// LINT-NOT: hipport-warp-hand-port

// RIGHT: rotation within warps: yes
// WRONG: rotation within warps: no

#ifdef HIPPORT_MODEL
#include <algorithm>
MODEL_MAIN() {
  std::vector<int> in(256), out(256, -1);
  for (int i = 0; i < 256; ++i)
    in[i] = i;
  hipmodel::launch(rotateGroups, 1, 256, in.data(), out.data());
  // Each warp's values come back rotated: the same values, each moved.
  std::vector<int> sorted = out;
  std::sort(sorted.begin(), sorted.end());
  bool rotated = sorted == in;
  for (int i = 0; rotated && i < 256; ++i)
    rotated = out[i] != in[i];
  printf("rotation within warps: %s\n", rotated ? "yes" : "no");
}
#endif
