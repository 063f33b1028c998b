// Evidence for the policy on a 32-lane assumption hipport cannot port whole
// (hipport-warp-hand-port): a per-lane histogram in a shared array of 32
// indexed by `threadIdx.x & 31`, next to a ballot that covers the whole
// wavefront. Respelling the lane id would overrun the array; widening only
// the ballot, its lane mask and its mask compiles and is still wrong (lanes
// 32-63 test the bits of lanes 0-31). So nothing of it changes, the
// assumption is an error naming its lines, convert exits 1 and says so in
// its summary, and the converted file stops the build with hipport's
// explanation (an #error before the kernel) rather than HIP's message about
// 32-bit masks. A second conversion of the output adds no second stop.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %expect-exit 1 %hipport convert %t.cu -o %t.hip 2> %t.err
// RUN: FileCheck %s --check-prefix=SUMMARY --input-file=%t.err
// RUN: FileCheck %s --check-prefix=KEPT --input-file=%t.hip
// RUN: not %hip-syntax %t.hip 2>&1 | FileCheck %s --check-prefix=STOP
// RUN: %expect-exit 1 %hipport convert %t.hip -o %t.again.hip 2> /dev/null
// RUN: grep -c '^#error' %t.again.hip | FileCheck %s --check-prefix=ONCE
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/0xffffffff/__activemask()/; s/unsigned votes/unsigned long long votes/; s/1u <</1ull <</' %t.cu > %t.half.hip
// RUN: %warp-model --width 64 --platform hip %t.half.hip | FileCheck %s --check-prefix=WRONG

__global__ void laneHistogram(const int *in, int *out) {
  // LINT: .cu:[[@LINE-1]]:17: error: 'laneHistogram' assumes 32-lane warps at line [[#@LINE+4]], which cannot be ported automatically (shared array 'hits' holds one entry per lane of a 32-lane warp): change these lines together by hand for 64-lane wavefronts; hipport left them as written [hipport-warp-hand-port]
  // SUMMARY: .cu:[[#@LINE-2]]:17: error: 'laneHistogram' assumes {{.*}} and stops the build of the converted file here [hipport-warp-hand-port]
  // KEPT: #error "hipport: 'laneHistogram' assumes 32-lane warps at line [[#@LINE+2]] of the CUDA source, which cannot be ported automatically (shared array 'hits' holds one entry per lane of a 32-lane warp); port them by hand, then delete this line"
  __shared__ int hits[32];
  int lane = threadIdx.x & 31;
  // LINT: .cu:[[@LINE-1]]:26: warning: computes a lane id with 31{{.*}}(no automatic fix: shared array 'hits'{{.*}}[hipport-warp-lane-arithmetic]
  // KEPT: int lane = threadIdx.x & 31;
  if (threadIdx.x < 32)
    hits[threadIdx.x] = 0;
  __syncthreads();
  unsigned votes =
      __ballot_sync(0xffffffff, in[blockIdx.x * blockDim.x + threadIdx.x] > 0);
  // LINT: .cu:[[@LINE-2]]:12: warning: 'votes' keeps a ballot{{.*}}(not changed: part of a 32-lane assumption that needs a change by hand{{.*}}[hipport-warp-ballot-truncation]
  // LINT: .cu:[[@LINE-2]]:21: warning: 32-bit full mask{{.*}}(not widened{{.*}}[hipport-warp-full-mask]
  // KEPT: unsigned votes =
  // KEPT-NEXT: __ballot_sync(0xffffffff,
  if (votes & (1u << lane))
    // LINT: .cu:[[@LINE-1]]:19: warning: lane mask built in 32 bits{{.*}}(not changed: part of a 32-lane assumption{{.*}}[hipport-warp-lane-mask]
    // KEPT: if (votes & (1u << lane))
    atomicAdd(&hits[lane], 1);
  __syncthreads();
  if (threadIdx.x < 32)
    out[threadIdx.x] = hits[threadIdx.x];
}
// SUMMARY: hipport: 1 place needs a change by hand for 64-lane wavefronts (hipport-warp-hand-port): {{.*}}.cu:[[#@LINE-25]]
// STOP: error: "hipport: 'laneHistogram' assumes 32-lane warps
// ONCE: {{^}}1{{$}}

// RIGHT: hits of lane 1: 1, of the others: 0
// WRONG: hits of lane 1: 0, of the others: 0

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  // One block of 64 threads; only thread 33 (lane 1 of the second 32-lane
  // warp) votes yes.
  std::vector<int> in(64, 0), out(32, -1);
  in[33] = 1;
  hipmodel::launch(laneHistogram, 1, 64, in.data(), out.data());
  int others = 0;
  for (int l = 0; l < 32; ++l)
    others += l == 1 ? 0 : out[l];
  printf("hits of lane 1: %d, of the others: %d\n", out[1], others);
}
#endif
