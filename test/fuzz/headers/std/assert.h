// The fuzz targets' stand-in for the C library header (docs/fuzzing.md).
#define assert(E) ((void)(E))
