// __reduce_*_sync below HIP 7.0 become hipport/compat.h's shims: the
// converted file includes the header, which hipport writes next to it, and
// the reductions agree with a reference at 32 and 64 lanes for masks that
// differ from lane to lane at one call, groups in divergent code, a partial
// last warp and lanes that have exited. With HIP 7.0 (the model's, and the
// stand-in headers) the header calls HIP's own.
// RUN: rm -rf %t && mkdir -p %t/in && %strip %s > %t/in/k.cu
// RUN: %hipport convert %t/in/k.cu -o %t/out/k.hip --hip-version=5.2 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/k.hip
// RUN: FileCheck %s --check-prefix=NOTE --implicit-check-not="needs HIP" --input-file=%t/err
// RUN: diff %S/../../../share/hipport/compat.h %t/out/hipport/compat.h
// The shims in the model, HIP 5.2 (no __reduce_*_sync of its own):
// RUN: %warp-model --width 32 --platform hip --hip-version 5.2 -DEXITED %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 -DEXITED %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// HIP 7.0's own, with its mask checks (exited lanes may not be named):
// RUN: %warp-model --width 64 --hip-version 7.0 %t/out/k.hip \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// CUDA's, the original:
// RUN: %warp-model --width 32 -DEXITED %s \
// RUN:   | FileCheck %s --check-prefix=RESULT --implicit-check-not=model
// The output compiles with Debian's HIP 5.2 and with HIP 7.0's stand-ins:
// RUN: %hip-syntax %t/out/k.hip
// RUN: %hip-syntax -I%S/Inputs/hip70-version -I%S/../tables/Inputs/hip70 \
// RUN:   -include hip70_declarations.h %t/out/k.hip
// At HIP 7.0 nothing needs the header:
// RUN: %hipport convert %t/in/k.cu -o %t/out70/k.hip 2> %t/err70
// RUN: FileCheck %s --check-prefix=HIP70 --input-file=%t/out70/k.hip
// RUN: not ls %t/out70/hipport
// Converting the output again changes nothing:
// RUN: %hipport convert %t/out/k.hip -o %t/again/k.hip --hip-version=5.2
// RUN: diff %t/out/k.hip %t/again/k.hip
// RUN: not ls %t/again/hipport

#include <cuda_runtime.h>
// CHECK: #include "hipport/compat.h"
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NOT: #include "hipport/compat.h"
// HIP70-NOT: {{#include "hipport|hipport::}}

#define OPS 6

// Which lanes reduce together: lanes of one warp with the same key.
__device__ __host__ int keyOf(int scenario, int lane) {
  switch (scenario) {
  case 0:
    return 0;        // the whole warp
  case 1:
    return lane % 3; // interleaved groups: three masks at one call
  default:
    return lane / 8; // contiguous groups, some lanes not taking part
  }
}
__device__ __host__ bool takesPart(int scenario, int lane) {
  return scenario != 2 || lane % 4 != 1;
}

__global__ void reduceAll(const int *in, int *out, int scenario, int width,
                          int threads) {
  int tid = threadIdx.x;
  int lane = tid % width, warpBase = tid - lane;
#ifdef EXITED
  // The last lane of each warp leaves; CUDA counts only the lanes left.
  if (lane == width - 1)
    return;
#endif
  if (!takesPart(scenario, lane))
    return;
  unsigned long long mask = 0;
  for (int l = 0; l < width && warpBase + l < threads; ++l)
    if (takesPart(scenario, l) && keyOf(scenario, l) == keyOf(scenario, lane))
      mask |= 1ull << l;
  int v = in[tid];
  unsigned u = unsigned(in[tid]) * 2654435761u;
  int *o = out + tid * OPS;
  o[0] = __reduce_add_sync(mask, v);
  o[1] = __reduce_min_sync(mask, v);
  o[2] = __reduce_max_sync(mask, v);
  o[3] = int(__reduce_and_sync(mask, u | 0x10u));
  o[4] = int(__reduce_or_sync(mask, u & 0xf0f0u));
  o[5] = int(__reduce_xor_sync(mask, u));
  // CHECK: o[0] = hipport::reduce_add_sync(mask, v);
  // CHECK: o[1] = hipport::reduce_min_sync(mask, v);
  // CHECK: o[2] = hipport::reduce_max_sync(mask, v);
  // CHECK: o[3] = int(hipport::reduce_and_sync(mask, u | 0x10u));
  // CHECK: o[4] = int(hipport::reduce_or_sync(mask, u & 0xf0f0u));
  // CHECK: o[5] = int(hipport::reduce_xor_sync(mask, u));
  // HIP70: o[0] = __reduce_add_sync(mask, v);
  // NOTE: k.cu:[[@LINE-13]]:10: note: HIP 5.2 has no '__reduce_add_sync' (--hip-version); written with hipport/compat.h as 'hipport::reduce_add_sync' [hipport-compat-shim]
  // NOTE: k.cu:[[@LINE-9]]:14: note: HIP 5.2 has no '__reduce_xor_sync'
}
// NOTE: note: written: '{{.*}}k.cu' and any other converted file that uses a shim include it [hipport-compat-header]

#ifdef HIPPORT_MODEL
// What each lane must get: its group's reduction, computed on the host.
static int expected(const std::vector<int> &in, int scenario, int width,
                    int threads, int tid, int op) {
  int lane = tid % width, base = tid - lane;
  bool first = true;
  long long acc = 0;
  for (int l = 0; l < width && base + l < threads; ++l) {
#ifdef EXITED
    if (l == width - 1)
      continue;
#endif
    if (!takesPart(scenario, l) || keyOf(scenario, l) != keyOf(scenario, lane))
      continue;
    int v = in[base + l];
    unsigned u = unsigned(v) * 2654435761u;
    long long x = op == 3 ? (u | 0x10u) : op == 4 ? (u & 0xf0f0u) : u;
    if (first) {
      acc = op < 3 ? v : x;
      first = false;
      continue;
    }
    switch (op) {
    case 0: acc = int(unsigned(acc) + unsigned(v)); break;
    case 1: acc = std::min<long long>(acc, v); break;
    case 2: acc = std::max<long long>(acc, v); break;
    case 3: acc = unsigned(acc) & unsigned(x); break;
    case 4: acc = unsigned(acc) | unsigned(x); break;
    default: acc = unsigned(acc) ^ unsigned(x); break;
    }
  }
  return int(acc);
}

MODEL_MAIN() {
  const int threads = 96; // at 64 lanes, the second wavefront is partial
  std::vector<int> in(threads);
  for (int i = 0; i < threads; ++i)
    in[i] = (i * 37 % 101) - 50;
  int checked = 0, wrong = 0;
  for (int scenario = 0; scenario < 3; ++scenario) {
    std::vector<int> out(threads * OPS, 0x5a5a5a5a);
    hipLaunchKernelGGL(reduceAll, 1, threads, 0, 0, in.data(), out.data(),
                       scenario, int(warpSize), threads);
    for (int tid = 0; tid < threads; ++tid) {
      int lane = tid % warpSize;
#ifdef EXITED
      if (lane == warpSize - 1)
        continue;
#endif
      if (!takesPart(scenario, lane))
        continue;
      for (int op = 0; op < OPS; ++op, ++checked) {
        int want = expected(in, scenario, warpSize, threads, tid, op);
        if (out[tid * OPS + op] != want && wrong++ < 10)
          printf("mismatch: scenario %d thread %d op %d: %d, want %d\n",
                 scenario, tid, op, out[tid * OPS + op], want);
      }
    }
  }
  printf("%d mismatches in %d results\n", wrong, checked);
  // RESULT: {{^}}0 mismatches in {{[0-9]+}} results
}
#endif
