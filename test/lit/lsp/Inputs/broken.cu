#include <cuda_runtime.h>
#include "missing_header.h"

__global__ void k(float *out) { out[0] = undeclared_name; }
