#include <cuda_runtime.h>
// Converted with the benchmark: its conversion is what the converted
// sources must be compiled with.
cudaError_t scale_on_device(int *d, int n);
