#include <widget.h>
#include <cuda_runtime.h>

int runD() { return cudaDeviceReset() == cudaSuccess ? widget_helper() : 0; }
