// A ballot kept in a 32-bit unsigned, or passed straight to __popc (whose
// parameter is 32-bit), loses the upper 32 lanes' votes at width 64. Kept
// in 64 bits and counted with __popcll (hipport's fixes), the count is the
// same at both widths.
// RUN: %warp-model --width 32 %s \
// RUN:   | FileCheck %s --check-prefix=ALL --implicit-check-not=model
// RUN: %warp-model --width 64 %s \
// RUN:   | FileCheck %s --check-prefix=LOST --implicit-check-not=model
// RUN: %warp-model --width 64 -DDIRECT %s \
// RUN:   | FileCheck %s --check-prefix=LOST --implicit-check-not=model
// RUN: %warp-model --width 32 -DFIXED %s \
// RUN:   | FileCheck %s --check-prefix=ALL --implicit-check-not=model
// RUN: %warp-model --width 64 -DFIXED %s \
// RUN:   | FileCheck %s --check-prefix=ALL --implicit-check-not=model

__global__ void countPositive(const int *in, int *count) {
#ifdef FIXED
  unsigned long long votes =
      __ballot_sync(0xffffffffffffffffull, in[threadIdx.x] > 0);
  int n = __popcll(votes);
#elif defined(DIRECT)
  int n = __popc(__ballot_sync(0xffffffffffffffffull, in[threadIdx.x] > 0));
#else
  unsigned int votes =
      __ballot_sync(0xffffffffffffffffull, in[threadIdx.x] > 0);
  int n = __popc(votes);
#endif
  if (threadIdx.x % warpSize == 0)
    atomicAdd(count, n);
}

// Every other value is positive: 64 of 128.
// ALL: positive: 64
// LOST: positive: 32

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(128);
  for (int i = 0; i < 128; ++i)
    in[i] = i % 2 ? 1 : -1;
  int count = 0;
  hipmodel::launch(countPositive, 1, 128, in.data(), &count);
  printf("positive: %d\n", count);
}
#endif
