// Grids sized from an NVIDIA GPU's multiprocessor count.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --implicit-check-not=hipport-hardcoded-sm-count

__global__ void work(float *p) {}

void launch(float *p, int blocksPerSm) {
  work<<<108 * 4, 256>>>(p);
  // CHECK: .cu:[[@LINE-1]]:10: warning: the grid is sized from 108, the multiprocessor count of an NVIDIA GPU{{.*}}[hipport-hardcoded-sm-count]
  int sms = 132;
  work<<<sms * blocksPerSm, 256>>>(p);
  // CHECK: .cu:[[@LINE-2]]:13: warning: the grid is sized from 132{{.*}}[hipport-hardcoded-sm-count]
  // Counts that are not multiprocessor counts, block sizes, and widths the
  // grid is divided by: not reported.
  work<<<64, 108>>>(p);
  work<<<(1000 + 255) / 256, 256>>>(p);
  int blockWidth = 80;
  work<<<(1920 + blockWidth - 1) / blockWidth, 256>>>(p);
  work<<<4096 / 80, 256>>>(p);
}
