// No build entry: skipped when found under a directory, converted with the
// nearest entry's flags when named.
#include "buffers.cuh"
void unbuilt() { cudaDeviceReset(); }
