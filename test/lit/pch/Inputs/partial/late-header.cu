// <list> comes after project code (memory.h's, uses-list.h's): precompiled,
// it would reach that code early and hide its error, so the unit is parsed
// again without the prologue.
#include "memory.h"
#include "uses-list.h"
#include <list>

__global__ void scale(float *P) { P[threadIdx.x] *= 2; }
