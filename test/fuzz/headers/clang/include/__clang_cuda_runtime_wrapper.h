//===- __clang_cuda_runtime_wrapper.h - The fuzz targets' CUDA wrapper ---===//
//
// clang's driver force-includes a header of this name, from its resource
// directory, in every CUDA unit. hipport's fuzz targets give clang a
// resource directory of their own (docs/fuzzing.md) whose wrapper includes
// the small CUDA toolkit instead of a real one, with clang's own CUDA
// built-in variables.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_FUZZ_CLANG_CUDA_RUNTIME_WRAPPER_H
#define HIPPORT_FUZZ_CLANG_CUDA_RUNTIME_WRAPPER_H
#include "cuda_runtime.h"
#endif
