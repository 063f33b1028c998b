// A stand-in, written for hipport's tests, for the hipSPARSE declarations of
// ROCm 6.0 on that Debian's hipSPARSE 5.3 lacks.
#pragma once
#include <hipsparse/hipsparse.h>

const char *hipsparseGetErrorName(hipsparseStatus_t status);
const char *hipsparseGetErrorString(hipsparseStatus_t status);
