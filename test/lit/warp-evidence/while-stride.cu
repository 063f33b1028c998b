// Evidence that a warp striding over data outside a `for` increment is part
// of the assumption it belongs to: `read += 32` where `read + lane` indexes
// the data is the warp's width, and is respelled with the lane id. Left at
// 32 next to `% warpSize` (as hipport wrote before this was a site), lanes
// 32-63 take elements the next pass takes again, and the kernel keeps
// duplicates at 64 lanes: a port in part, which compiles.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %hipport convert --hip-version=5.2 %t.cu -o %t.hip
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t.hip
// RUN: %hip-syntax %t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 32 --platform hip --hip-version 5.2 %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/read += warpSize/read += 32/' %t.hip > %t.half.hip
// RUN: %warp-model --width 64 --platform hip --hip-version 5.2 %t.half.hip | FileCheck %s --check-prefix=WRONG

__global__ void compact(const int *in, int *out, int *kept, int n) {
  const int lane = threadIdx.x % 32;
  // LINT: .cu:[[@LINE-1]]:32: warning: computes a lane id with 32{{.*}}fixed together with line [[#@LINE+10]] [hipport-warp-lane-arithmetic]
  // FIXED: const int lane = threadIdx.x % warpSize;
  int written = 0;
  int read = 0;
  while (read < n) {
    const bool keep = read + lane < n && in[read + lane] % 3 == 0;
    const unsigned bal = __ballot_sync(0xffffffff, keep);
    if (keep)
      out[written + __popc(bal & ((1u << lane) - 1))] = in[read + lane];
    written += __popc(bal);
    read += 32;
    // LINT: .cu:[[@LINE-1]]:10: warning: a warp strides over data 32 elements at a time from its lane{{.*}}fixed together with line [[#@LINE-12]] [hipport-warp-lane-arithmetic]
    // FIXED: read += warpSize;
  }
  if (lane == 0)
    *kept = written;
}
// LINT-NOT: hipport-warp-hand-port

// RIGHT: elements 1000 kept 334 in order
// WRONG: elements 1000 kept {{[0-9]+}} out of order

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  const int n = 1000;
  std::vector<int> in(n), out(n, -1);
  for (int i = 0; i < n; ++i)
    in[i] = i;
  int kept = 0;
  // One warp compacts the whole array, a warp's width per pass.
  hipmodel::launch(compact, 1, HIPMODEL_WARP, in.data(), out.data(), &kept, n);
  bool inOrder = kept == 334;
  for (int k = 0; inOrder && k < kept; ++k)
    inOrder = out[k] == 3 * k;
  printf("elements %d kept %d %s\n", n, kept,
         inOrder ? "in order" : "out of order");
}
#endif
