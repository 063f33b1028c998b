// Evidence for hipport-warp-ballot-truncation and the full-mask choice: a
// ballot kept in 32 bits through a one-line wrapper and counted with
// __popc loses lanes 32-63 at 64 lanes; a vote with CUDA's full mask in a
// block of 96 threads (a partial second wavefront) needs the mask of the
// lanes that run it. hipport's output (64-bit ballot, __popcll,
// __activemask()) counts the same at 32 and 64 lanes; an all-ones 64-bit
// mask would trap in the partial wavefront.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %hipport convert %t.cu -o %t.hip
// The output compiles against the HIP 6.2+ stand-in and, converted for
// it, against Debian's HIP 5.2.
// RUN: %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip
// RUN: %hipport convert %t.cu -o %t.52.hip --hip-version=5.2
// RUN: %hip-syntax --hip-version=5.2 %t.52.hip
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/0xffffffff/0xffffffffffffffffull/' %t.cu > %t.wide.cu
// RUN: %expect-exit 3 %warp-model --width 64 --platform hip %t.wide.cu | FileCheck %s --check-prefix=LOST
// RUN: %warp-model --width 32 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

__device__ unsigned positiveLanes(int v) { return __ballot_sync(0xffffffff, v > 0); }
// LINT: .cu:[[@LINE-1]]:21: warning: 'positiveLanes' returns a ballot or active mask in 32 bits{{.*}}[hipport-warp-ballot-truncation]
// FIXED: __device__ unsigned long long positiveLanes(int v) { return __ballot_sync(__activemask(), v > 0); }

__global__ void countPositive(const int *in, int *count, int *all) {
  unsigned votes = positiveLanes(in[threadIdx.x]);
  // LINT: .cu:[[@LINE-1]]:12: warning: 'votes' keeps a ballot or active mask in 32 bits{{.*}}[hipport-warp-ballot-truncation]
  // FIXED: unsigned long long votes = positiveLanes(in[threadIdx.x]);
  int everyone = __all_sync(0xffffffff, in[threadIdx.x] > -1000);
  if (threadIdx.x % warpSize == 0) {
    atomicAdd(count, __popc(votes));
    // LINT: .cu:[[@LINE-1]]:22: warning: '__popc' of a ballot counts only 32 lanes{{.*}}[hipport-warp-ballot-truncation]
    // FIXED: atomicAdd(count, __popcll(votes));
    atomicAnd(all, everyone);
  }
}

// RIGHT: positive 48 all 1
// LOST: model error: mask 0xffffffffffffffff does not match active lanes 0xffffffff
// LOST: positive 32 all 1

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(96);
  for (int i = 0; i < 96; ++i)
    in[i] = i % 2 ? 1 : -1;
  int count = 0, all = 1;
  hipmodel::launch(countPositive, 1, 96, in.data(), &count, &all);
  printf("positive %d all %d\n", count, all);
}
#endif
