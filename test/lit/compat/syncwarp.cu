// __syncwarp below HIP 7.0 (the first release that declares it) becomes
// hipport/compat.h's shim. A shared-memory reduction within each warp is
// right at 32 and 64 lanes only if the lanes meet at each __syncwarp, in a
// full warp, a partial last warp and a divergent branch with its own mask.
// With HIP 7.0 the header calls HIP's own.
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip --hip-version=5.2 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/k.hip
// RUN: FileCheck %s --check-prefix=NOTE --implicit-check-not="needs HIP" --input-file=%t/err
// The shim in the model, HIP 5.2 (no __syncwarp of its own):
// RUN: %warp-model --width 32 --platform hip --hip-version 5.2 %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// Without a barrier the lanes run ahead of each other (the model shows it):
// RUN: sed -e 's/hipport::syncwarp([^)]*);//' %t/out/k.hip > %t/out/nosync.hip
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t/out/nosync.hip \
// RUN:   | FileCheck %s --check-prefix=RACE
// HIP 7.0's own, and CUDA's original:
// RUN: %warp-model --width 64 --hip-version 7.0 %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// RUN: %warp-model --width 32 %s \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// The output compiles with Debian's HIP 5.2 and with HIP 7.0's stand-ins:
// RUN: %hip-syntax %t/out/k.hip
// RUN: %hip-syntax -I%S/Inputs/hip70-version -I%S/../tables/Inputs/hip70 \
// RUN:   -include hip70_declarations.h %t/out/k.hip

#include <cuda_runtime.h>
// CHECK: #include "hipport/compat.h"

__global__ void warpSums(const int *in, int *out, int width, int threads) {
  __shared__ int s[128];
  int tid = threadIdx.x, lane = tid % width, base = tid - lane;
  int lanes = threads - base < width ? threads - base : width;
  s[tid] = in[tid];
  __syncwarp();
  // CHECK: hipport::syncwarp();
  // NOTE: k.cu:[[@LINE-2]]:3: note: HIP 5.2 has no '__syncwarp' (--hip-version); written with hipport/compat.h as 'hipport::syncwarp' [hipport-compat-shim]
  for (int off = width / 2; off > 0; off /= 2) {
    if (lane < off && lane + off < lanes)
      s[tid] += s[tid + off];
    __syncwarp();
  }
  if (lane == 0)
    out[tid / width] = s[tid];
  // The first 8 lanes of each warp again, alone, with their mask.
  if (lane < 8) {
    unsigned long long mask = (1ull << (lanes < 8 ? lanes : 8)) - 1;
    s[tid] = in[tid] * 3;
    __syncwarp(mask);
    // CHECK: hipport::syncwarp(mask);
    if (lane < 4)
      s[tid] += s[tid + 4];
    __syncwarp(mask);
    if (lane < 2)
      s[tid] += s[tid + 2];
    __syncwarp(mask);
    if (lane == 0)
      out[8 + tid / width] = s[tid] + s[tid + 1];
  }
}

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  const int threads = 96; // at 64 lanes, the second wavefront is partial
  std::vector<int> in(threads), out(16, -1);
  for (int i = 0; i < threads; ++i)
    in[i] = i * 7 % 13 + 1;
  hipLaunchKernelGGL(warpSums, 1, threads, 0, 0, in.data(), out.data(),
                     int(warpSize), threads);
  int warps = (threads + warpSize - 1) / warpSize, wrong = 0;
  for (int w = 0; w < warps; ++w) {
    int sum = 0, first8 = 0;
    for (int t = w * warpSize; t < threads && t < (w + 1) * warpSize; ++t) {
      sum += in[t];
      if (t - w * warpSize < 8)
        first8 += 3 * in[t];
    }
    if (out[w] != sum || out[8 + w] != first8) {
      ++wrong;
      printf("warp %d: %d and %d, want %d and %d\n", w, out[w], out[8 + w],
             sum, first8);
    }
  }
  printf("%d of %d warps wrong\n", wrong, warps);
  // RESULT: {{^}}0 of {{[23]}} warps wrong
  // RACE: {{[12]}} of 2 warps wrong
}
#endif
