__global__ void copy(const int *in, int *out) { out[threadIdx.x] = in[threadIdx.x]; }
