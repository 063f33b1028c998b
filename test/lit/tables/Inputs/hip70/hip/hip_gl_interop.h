// A stand-in, written for hipport's tests, for HIP's hip/hip_gl_interop.h
// (HIP 5.6 on; Debian's HIP 5.2 has none).
#pragma once
#include <hip/hip_runtime.h>
