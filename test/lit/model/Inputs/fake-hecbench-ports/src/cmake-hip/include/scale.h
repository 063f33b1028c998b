#include <hip/hip_runtime.h>
hipError_t scale_on_device(int *d, int n);
