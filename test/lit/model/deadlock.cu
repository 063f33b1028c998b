// Threads 0-15 wait at a barrier inside a branch; the other 48 wait at a
// later barrier. The model's barrier releases only when every live thread
// waits at the same __syncthreads (the CUDA guide makes a barrier in
// divergent code undefined), so the block is reported and abandoned, and the
// next block runs. A thread that spins on shared memory without ever
// reaching a collective cannot be preempted: the run times out instead of
// hanging.
// RUN: %expect-exit 3 %warp-model --width 32 %s \
// RUN:   | FileCheck %s --check-prefix=STUCK
// RUN: %expect-exit 3 %warp-model --width 64 %s \
// RUN:   | FileCheck %s --check-prefix=STUCK
// RUN: %warp-model --width 64 -DSAME_BARRIER %s \
// RUN:   | FileCheck %s --check-prefix=OK --implicit-check-not=model
// RUN: %expect-exit 124 %warp-model --width 64 -DSPIN --timeout 2 %s \
// RUN:   | FileCheck %s --check-prefix=SPIN

__global__ void stages(int *out) {
  __shared__ int stage[64];
  __shared__ volatile int ready;
  stage[threadIdx.x] = blockIdx.x * 100 + threadIdx.x;
#if defined(SPIN)
  if (threadIdx.x < 16) {
    __syncthreads();
    ready = 1;
  } else {
    while (!ready) {
    }
  }
#elif defined(SAME_BARRIER)
  __syncthreads();
#else
  if (threadIdx.x < 16)
    __syncthreads();
  // STUCK: model error: deadlock: 16 threads wait at this __syncthreads, 48 at other barriers (first: __syncthreads at deadlock.cu:[[@LINE+3]]) at deadlock.cu:[[@LINE-1]] (block 0, thread 0)
  // STUCK: model error: deadlock: {{.*}} (block 1, thread 0)
  // STUCK-NOT: model error
  __syncthreads();
#endif
  out[blockIdx.x * 64 + threadIdx.x] = stage[63 - threadIdx.x];
}

// STUCK: out[0] -1 out[64] -1
// STUCK-NEXT: model: 2 errors
// OK: out[0] 63 out[64] 163
// SPIN: model: timeout after 2 s

#ifdef HIPPORT_MODEL
MODEL_MAIN() {
  std::vector<int> out(128, -1);
  hipmodel::launch(stages, 2, 64, out.data());
  printf("out[0] %d out[64] %d\n", out[0], out[64]);
}
#endif
