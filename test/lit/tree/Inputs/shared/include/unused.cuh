// Included by no source file: converted on its own.
#pragma once
#include <cuda_runtime.h>
inline void release(void *p) { cudaFree(p); }
