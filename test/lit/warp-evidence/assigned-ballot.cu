// Evidence for a ballot kept in a variable declared without a value and
// assigned later (HeCBench atomicAggregate's `int mask; ... mask =
// my_mask;`): the variable, not only the ballot's first holder, must be
// 64-bit, and the bit counts of it must be __popcll. Widening only the
// first holder keeps the count wrong at 64 lanes (the int holds 32 of the 64
// bits, and __popcll counts its sign extension: 112 instead of 96);
// hipport's output counts the same at 32 and 64.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.lint
// RUN: FileCheck %s --check-prefix=LINT --input-file=%t.lint
// RUN: %hipport convert %t.cu -o %t.hip
// RUN: FileCheck %s --check-prefix=FIXED --input-file=%t.hip
// RUN: %hip-syntax -include %S/../checks/Inputs/hip62_warp_sync.h %t.hip
// RUN: %hipport convert %t.cu -o %t.52.hip --hip-version=5.2
// RUN: %hip-syntax --hip-version=5.2 %t.52.hip
// RUN: %warp-model --width 32 %t.cu | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: sed -e 's/unsigned long long mask;/int mask;/' %t.hip > %t.half.hip
// RUN: %warp-model --width 64 --platform hip %t.half.hip | FileCheck %s --check-prefix=LOST
// RUN: %warp-model --width 32 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model
// RUN: %warp-model --width 64 --platform hip %t.hip | FileCheck %s --check-prefix=RIGHT --implicit-check-not=model

__global__ void countVoters(const int *in, int *out) {
  int mask;
  // LINT: .cu:[[@LINE-1]]:7: warning: 'mask' is assigned a ballot or active mask in 32 bits{{.*}}[hipport-warp-ballot-truncation]
  // FIXED: unsigned long long mask;
  unsigned votes = __ballot_sync(0xffffffff, in[threadIdx.x] > 0);
  // FIXED: unsigned long long votes = __ballot_sync(__activemask(), in[threadIdx.x] > 0);
  mask = votes;
  if (threadIdx.x % warpSize == 0)
    atomicAdd(out, __popc(mask));
  // LINT: .cu:[[@LINE-1]]:20: warning: '__popc' of a ballot counts only 32 lanes{{.*}}[hipport-warp-ballot-truncation]
  // FIXED: atomicAdd(out, __popcll(mask));
}
// LINT-NOT: hipport-warp-hand-port

// RIGHT: voters 96
// LOST: voters 112

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(128, 0);
  for (int i = 0; i < 128; ++i)
    in[i] = i % 4 != 0;
  int voters = 0;
  hipmodel::launch(countVoters, 1, 128, in.data(), &voters);
  printf("voters %d\n", voters);
}
#endif
