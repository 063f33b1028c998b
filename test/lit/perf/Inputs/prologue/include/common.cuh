// Shared by every unit: its leading includes join each unit's prologue.
#ifndef COMMON_CUH
#define COMMON_CUH
#include <cuda_runtime.h>
#include <vendor.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess)                                                   \
      return 1;                                                                \
  } while (0)

inline int vendorScale() { return vendor_scale(); }
#endif
