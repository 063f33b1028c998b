// A shared-memory tree reduction with __syncthreads, over two blocks: the
// barrier makes every partial sum visible before it is read, at both
// widths. Without the barrier the model's fibers run one after another and
// read partial sums that were never written, so the sum is wrong.
// RUN: %warp-model --width 32 %s \
// RUN:   | FileCheck %s --check-prefix=SUM --implicit-check-not=model
// RUN: %warp-model --width 64 %s \
// RUN:   | FileCheck %s --check-prefix=SUM --implicit-check-not=model
// RUN: %warp-model --width 64 -DNO_BARRIER %s \
// RUN:   | FileCheck %s --check-prefix=RACE

#ifdef NO_BARRIER
#define BARRIER()
#else
#define BARRIER() __syncthreads()
#endif

__global__ void blockSum(const int *in, int *out, int *positive) {
  __shared__ int partial[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  partial[threadIdx.x] = in[i];
  int n = __syncthreads_count(in[i] > 0);
  for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      partial[threadIdx.x] += partial[threadIdx.x + stride];
    BARRIER();
  }
  if (threadIdx.x == 0) {
    out[blockIdx.x] = partial[0];
    positive[blockIdx.x] = n;
  }
}

// SUM: block 0: 32640 (255 positive), block 1: 98176 (256 positive)
// RACE-NOT: block 0: 32640
// RACE: block 0: {{[0-9]+}}

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> in(512), out(2), positive(2);
  for (int i = 0; i < 512; ++i)
    in[i] = i;
  hipmodel::launch(blockSum, 2, 256, in.data(), out.data(), positive.data());
  printf("block 0: %d (%d positive), block 1: %d (%d positive)\n", out[0],
         positive[0], out[1], positive[1]);
}
#endif
