// Evidence that a 32-lane assumption whose width is a macro (`#define WS
// 32`) is ported whole: the lane id `threadIdx.x % WS`, the 32-bit ballot,
// its bit counts, the lane mask `1u << lane` and the masks change together.
// Every use of WS is a lane count of this kernel, so each is respelled
// with warpSize (the macro stays for any other code).
// The original compacts right at 32 lanes and keeps duplicates at 64 (lanes
// 32-63 take the prefix counts of lanes 0-31). Widening only the ballot and
// the masks, and keeping `% WS`, compiles and is still wrong at 64.
// hipport's output is right at 32 and 64 and compiles with Debian's HIP
// 5.2 and against HIP 6.2's 64-bit-mask stand-in.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %hipport convert %t.cu -o %t.hip
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t.hip
// RUN: %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip
// RUN: %hipport convert --hip-version=5.2 %t.cu -o %t.52.hip
// RUN: %hip-syntax %t.52.hip
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.52.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/% warpSize/% WS/' %t.hip > %t.half.hip
// RUN: %warp-model --width 64 --platform hip %t.half.hip | FileCheck %s --check-prefix=WRONG
// RUN: %warp-model --width 32 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

#define WS 32

__global__ void compact(const int *in, int *out, int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % WS;
  // LINT: .cu:[[@LINE-1]]:26: warning: computes a lane id with 32 ('WS'){{.*}}use '% warpSize' [hipport-warp-lane-arithmetic]
  // FIXED: int lane = threadIdx.x % warpSize;
  int keep = i < n && in[i] % 3 == 0;
  unsigned bal = __ballot_sync(0xffffffff, keep);
  // LINT: .cu:[[@LINE-1]]:12: warning: 'bal' keeps a ballot{{.*}}[hipport-warp-ballot-truncation]
  // FIXED: unsigned long long bal = __ballot_sync(__activemask(), keep);
  int before = __popc(bal & ((1u << lane) - 1));
  // LINT: .cu:[[@LINE-1]]:34: warning: lane mask built in 32 bits{{.*}}[hipport-warp-lane-mask]
  // FIXED: int before = __popcll(bal & ((1ull << lane) - 1));
  int base = 0;
  if (lane == 0)
    base = atomicAdd(count, __popc(bal));
  // FIXED: base = atomicAdd(count, __popcll(bal));
  base = __shfl_sync(0xffffffff, base, 0);
  // FIXED: base = __shfl_sync(__activemask(), base, 0);
  if (keep)
    out[base + before] = in[i];
}
// LINT-NOT: hipport-warp-hand-port

// RIGHT: kept 334 distinct 334 sum 166833
// WRONG: kept {{[0-9]+}} distinct {{[0-9]+}} sum {{[0-9]+}}: elements lost

#ifdef HIPPORT_MODEL
#include <set>
MODEL_MAIN() {
  const int n = 1000, block = 128;
  std::vector<int> in(n), out(n, -1);
  for (int i = 0; i < n; ++i)
    in[i] = i;
  int count = 0;
  hipmodel::launch(compact, (n + block - 1) / block, block, in.data(),
                   out.data(), &count, n);
  std::set<int> distinct(out.begin(), out.begin() + count);
  long sum = 0;
  for (int v : distinct)
    sum += v;
  printf("kept %d distinct %zu sum %ld%s\n", count, distinct.size(), sum,
         distinct.size() == 334 ? "" : ": elements lost");
}
#endif
