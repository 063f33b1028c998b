// Shared memory per kernel against the LDS of the target: static bytes
// (templates instantiated, device functions included) plus the largest
// constant dynamic size.
// RUN: %strip %s > %t.cu
// RUN: %expect-exit 1 %hipport lint %t.cu > %t.out
// RUN: FileCheck %s --input-file=%t.out --check-prefix=GFX942 --implicit-check-not=hipport-lds
// gfx950 has 160 KiB: nothing is over the limit there.
// RUN: %expect-exit 0 %hipport lint %t.cu --offload-arch=gfx950 > %t.950
// RUN: FileCheck %s --input-file=%t.950 --check-prefix=GFX950 --implicit-check-not=hipport-lds-over-limit
// The report lists LDS bytes per kernel.
// RUN: %hipport convert %t.cu -o %t.hip --report %t.json 2> /dev/null
// RUN: FileCheck %s --input-file=%t.json --check-prefix=REPORT

#include <cuda_runtime.h>

__device__ void stage(float *out) {
  __shared__ float scratch[4096]; // 16 KiB
  scratch[threadIdx.x] = 0;
  out[threadIdx.x] = scratch[0];
}

__global__ void tooBig(float *out) {
  // GFX942: .cu:[[@LINE-1]]:17: error: kernel 'tooBig' uses 81920 bytes of LDS (81920 static + 0 dynamic), more than the 65536 bytes of gfx942; it will fail to launch [hipport-lds-over-limit]
  // GFX950: .cu:[[@LINE-2]]:17: note: kernel 'tooBig' uses 81920 bytes of LDS{{.*}}[hipport-lds-occupancy]
  __shared__ double tile[8192]; // 64 KiB
  tile[threadIdx.x] = 1;
  stage(out);
  out[0] = tile[0];
}

template <int N> __global__ void tiled(float *out) {
  // GFX942: .cu:[[@LINE-1]]:34: error: kernel 'tiled<128>' uses 66048 bytes of LDS (66048 static + 0 dynamic){{.*}}[hipport-lds-over-limit]
  // GFX950: .cu:[[@LINE-2]]:34: note: kernel 'tiled<128>' uses 66048 bytes{{.*}}[hipport-lds-occupancy]
  __shared__ float tile[N][N + 1];
  tile[threadIdx.y][threadIdx.x] = 0;
  out[0] = tile[0][0];
}

__global__ void dynamic(float *out) {
  // GFX942: .cu:[[@LINE-1]]:17: error: kernel 'dynamic' uses 98304 bytes of LDS (0 static + 98304 dynamic){{.*}}[hipport-lds-over-limit]
  // GFX950: .cu:[[@LINE-2]]:17: note: kernel 'dynamic' uses 98304 bytes{{.*}}[hipport-lds-occupancy]
  extern __shared__ float buffer[];
  buffer[threadIdx.x] = 0;
  out[0] = buffer[0];
}

void launch(float *out) {
  tiled<32><<<1, dim3(32, 32)>>>(out);
  tiled<128><<<1, dim3(32, 32)>>>(out);
  dynamic<<<1, 256, 48 * 1024>>>(out);
  cudaFuncSetAttribute(dynamic, cudaFuncAttributeMaxDynamicSharedMemorySize,
                       96 * 1024);
}
// REPORT: "kernels": [
// REPORT: "dynamic_lds_bytes": 0,
// REPORT-NEXT: "file": "{{.*}}.cu",
// REPORT-NEXT: "kernel": "tooBig",
// REPORT: "static_lds_bytes": 81920
