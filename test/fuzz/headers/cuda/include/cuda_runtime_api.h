// Part of the fuzz targets' small CUDA toolkit (all in cuda_runtime.h).
#include "cuda_runtime.h"
