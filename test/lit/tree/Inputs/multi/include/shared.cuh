// Included by every source, through a relative path and through -I.
#pragma once
#include <cuda_runtime.h>
#include "detail/limits.h"

inline cudaError_t reserve(float **p, size_t n) {
  return cudaMalloc(p, n * kScale * sizeof(float));
}
