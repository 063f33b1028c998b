#include <cuda_runtime.h>
__global__ void fill(float *x) { x[threadIdx.x] = threadIdx.x; }
void sample(float *x) { fill<<<1, 64>>>(x); }
