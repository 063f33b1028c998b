// Part of the fuzz targets' small CUDA toolkit (cuda_runtime.h declares it all).
#include "cuda_runtime.h"
