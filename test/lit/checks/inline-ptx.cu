// Inline PTX in device code cannot run on AMD GPUs; special registers with a
// HIP intrinsic are named.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-inline-ptx

__device__ unsigned laneId() {
  unsigned id;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));
  // CHECK: .cu:[[@LINE-1]]:3: warning: inline PTX reads %laneid, which AMD GPUs do not have; HIP provides __lane_id(){{.*}}[hipport-inline-ptx]
  return id;
}

__device__ float fastAdd(float a, float b) {
  float c;
  asm("add.f32 %0, %1, %2;" : "=f"(c) : "f"(a), "f"(b));
  // CHECK: .cu:[[@LINE-1]]:3: warning: inline PTX assembly cannot run on AMD GPUs{{.*}}[hipport-inline-ptx]
  return c;
}

// Host assembly is for the host CPU: not reported.
unsigned long long cycles() {
  unsigned lo, hi;
  asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return ((unsigned long long)hi << 32) | lo;
}
