// A stand-in for CUDA's cuda.h for hipport's fuzz targets
// (docs/fuzzing.md): only the version, so that clang's driver takes the
// directory for a toolkit.
#ifndef HIPPORT_FUZZ_CUDA_H
#define HIPPORT_FUZZ_CUDA_H
#define CUDA_VERSION 12040
#endif
