//===- WarpModelRuntime.h - CUDA and HIP runtime API of the model -*- C++ -*-===//
//
// Part of hipport's test suite. Included by WarpModel.h.
//
//===----------------------------------------------------------------------===//
//
// The host runtime API a whole program calls, in both spellings (cuda* and
// hip*), so that an ordinary CUDA program and its HIP conversion run
// unchanged against the model. There is one device and no copy engine:
// device memory is host memory, every copy is a memmove, and a stream runs
// its work in order at once (launches are synchronous), so synchronising is
// a no-op. The functions themselves are in WarpModelRuntimeApi.def, included
// once for each spelling; the types and the device's description are here.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODELRUNTIME_H
#define HIPPORT_TEST_MODEL_WARPMODELRUNTIME_H

#include <chrono>

// Both APIs' error codes, with the values the toolkits give them (programs
// print them with %d).
enum cudaError {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3,
  cudaErrorInvalidConfiguration = 9,
  cudaErrorInvalidDevice = 101,
  cudaErrorInvalidSymbol = 13,
  cudaErrorNotReady = 600,
  cudaErrorUnknown = 999
};
typedef enum cudaError cudaError_t;
typedef enum hipError_t {
  hipSuccess = 0,
  hipErrorInvalidValue = 1,
  hipErrorOutOfMemory = 2,
  hipErrorMemoryAllocation = 2,
  hipErrorNotInitialized = 3,
  hipErrorInitializationError = 3,
  hipErrorInvalidConfiguration = 9,
  hipErrorInvalidSymbol = 13,
  hipErrorInvalidDevice = 101,
  hipErrorNotReady = 600,
  hipErrorUnknown = 999
} hipError_t;

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};
typedef enum hipMemcpyKind {
  hipMemcpyHostToHost = 0,
  hipMemcpyHostToDevice = 1,
  hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3,
  hipMemcpyDefault = 4
} hipMemcpyKind;

// Device attributes: the ones programs ask about, with CUDA's numbering for
// CUDA and HIP's names for HIP.
enum cudaDeviceAttr {
  cudaDevAttrMaxThreadsPerBlock = 1,
  cudaDevAttrMaxBlockDimX = 2,
  cudaDevAttrMaxGridDimX = 5,
  cudaDevAttrMaxSharedMemoryPerBlock = 8,
  cudaDevAttrWarpSize = 10,
  cudaDevAttrClockRate = 13,
  cudaDevAttrMemoryClockRate = 36,
  cudaDevAttrGlobalMemoryBusWidth = 37,
  cudaDevAttrL2CacheSize = 38,
  cudaDevAttrMultiProcessorCount = 16,
  cudaDevAttrComputeCapabilityMajor = 75,
  cudaDevAttrComputeCapabilityMinor = 76,
  cudaDevAttrMaxThreadsPerMultiProcessor = 39,
  cudaDevAttrMaxSharedMemoryPerBlockOptin = 97
};
typedef enum hipDeviceAttribute_t {
  hipDeviceAttributeMaxThreadsPerBlock,
  hipDeviceAttributeMaxBlockDimX,
  hipDeviceAttributeMaxGridDimX,
  hipDeviceAttributeMaxSharedMemoryPerBlock,
  hipDeviceAttributeWarpSize,
  hipDeviceAttributeClockRate,
  hipDeviceAttributeMultiprocessorCount,
  hipDeviceAttributeComputeCapabilityMajor,
  hipDeviceAttributeComputeCapabilityMinor,
  hipDeviceAttributeMaxThreadsPerMultiProcessor,
  hipDeviceAttributeSharedMemPerBlockOptin,
  hipDeviceAttributeMemoryClockRate,
  hipDeviceAttributeMemoryBusWidth,
  hipDeviceAttributeL2CacheSize
} hipDeviceAttribute_t;

enum cudaFuncCache {
  cudaFuncCachePreferNone,
  cudaFuncCachePreferShared,
  cudaFuncCachePreferL1,
  cudaFuncCachePreferEqual
};
typedef enum hipFuncCache_t {
  hipFuncCachePreferNone,
  hipFuncCachePreferShared,
  hipFuncCachePreferL1,
  hipFuncCachePreferEqual
} hipFuncCache_t;
enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9
};
typedef enum hipFuncAttribute {
  hipFuncAttributeMaxDynamicSharedMemorySize = 8,
  hipFuncAttributePreferredSharedMemoryCarveout = 9
} hipFuncAttribute;
enum cudaMemoryAdvise { cudaMemAdviseSetReadMostly = 1 };
typedef enum hipMemoryAdvise { hipMemAdviseSetReadMostly = 1 } hipMemoryAdvise;

namespace hipmodel {

/// A stream's work runs when it is issued, so a stream only needs to exist.
struct Stream {
  unsigned Flags = 0;
};
/// An event remembers when it was recorded; the time between two is the
/// host's, which is all a benchmark's timing report needs.
struct Event {
  std::chrono::steady_clock::time_point When = std::chrono::steady_clock::now();
};

/// The one modelled device, as both APIs describe it. The figures are a
/// plausible data-centre GPU of the modelled width; warpSize is the width.
template <typename Prop> void describeDevice(Prop &P) {
  std::memset(&P, 0, sizeof(P));
  std::snprintf(P.name, sizeof(P.name), "%s",
                W == 64 ? "hipport warp model (64-lane wavefronts)"
                        : "hipport warp model (32-lane warps)");
  P.totalGlobalMem = size_t(16) << 30;
  P.sharedMemPerBlock = 64 * 1024;
  P.sharedMemPerBlockOptin = 64 * 1024;
  P.sharedMemPerMultiprocessor = 64 * 1024;
  P.regsPerBlock = 65536;
  P.warpSize = int(W);
  P.maxThreadsPerBlock = 1024;
  P.maxThreadsDim[0] = P.maxThreadsDim[1] = 1024;
  P.maxThreadsDim[2] = 64;
  P.maxGridSize[0] = 2147483647;
  P.maxGridSize[1] = P.maxGridSize[2] = 65535;
  P.clockRate = 1500000;
  P.memoryClockRate = 1600000;
  P.memoryBusWidth = 4096;
  P.l2CacheSize = 8 << 20;
  P.totalConstMem = 64 * 1024;
  P.major = W == 64 ? 9 : 8;
  P.minor = 0;
  P.multiProcessorCount = 4;
  P.maxThreadsPerMultiProcessor = 2048;
  P.concurrentKernels = 1;
  P.canMapHostMemory = 1;
  P.unifiedAddressing = 1;
  P.managedMemory = 1;
  P.asyncEngineCount = 1;
}

/// What the device-attribute query returns, by attribute meaning.
inline int attribute(int Which) {
  switch (Which) {
  case 0: // threads per block
  case 1: // block x
    return 1024;
  case 2: // grid x
    return 2147483647;
  case 3: // shared memory per block
  case 10:
    return 64 * 1024;
  case 4: // warp size
    return int(W);
  case 5: // clock rate, kHz
    return 1500000;
  case 6: // multiprocessors
    return 4;
  case 7: // major
    return W == 64 ? 9 : 8;
  case 9: // threads per multiprocessor
    return 2048;
  case 11: // memory clock rate, kHz
    return 1600000;
  case 12: // memory bus width, bits
    return 4096;
  case 13: // L2 cache, bytes
    return 8 << 20;
  default: // minor and the rest
    return 0;
  }
}

/// CUDA numbers its attributes, HIP's enumerators are in the order above.
inline int cudaAttributeIndex(int A) {
  switch (A) {
  case cudaDevAttrMaxThreadsPerBlock:
    return 0;
  case cudaDevAttrMaxBlockDimX:
    return 1;
  case cudaDevAttrMaxGridDimX:
    return 2;
  case cudaDevAttrMaxSharedMemoryPerBlock:
    return 3;
  case cudaDevAttrWarpSize:
    return 4;
  case cudaDevAttrClockRate:
    return 5;
  case cudaDevAttrMultiProcessorCount:
    return 6;
  case cudaDevAttrComputeCapabilityMajor:
    return 7;
  case cudaDevAttrMaxThreadsPerMultiProcessor:
    return 9;
  case cudaDevAttrMaxSharedMemoryPerBlockOptin:
    return 10;
  case cudaDevAttrMemoryClockRate:
    return 11;
  case cudaDevAttrGlobalMemoryBusWidth:
    return 12;
  case cudaDevAttrL2CacheSize:
    return 13;
  default:
    return 8;
  }
}

/// Device memory is host memory, zeroed so that runs are deterministic even
/// where a program reads memory it never wrote. The alignment is the GPU
/// allocators' (256 bytes), which vector loads rely on.
inline void *allocate(size_t Bytes) {
  void *P = nullptr;
  if (posix_memalign(&P, 256, Bytes ? Bytes : 1) != 0)
    return nullptr;
  std::memset(P, 0, Bytes);
  return P;
}

inline int &lastError() {
  static int E = 0;
  return E;
}

inline const char *errorString(int E) {
  switch (E) {
  case 0:
    return "no error";
  case 1:
    return "invalid argument";
  case 2:
    return "out of memory";
  case 9:
    return "invalid configuration argument";
  case 13:
    return "invalid device symbol";
  case 101:
    return "invalid device ordinal";
  case 600:
    return "device not ready";
  default:
    return "unknown error";
  }
}

inline const char *errorName(int E) {
  switch (E) {
  case 0:
    return "Success";
  case 1:
    return "ErrorInvalidValue";
  case 2:
    return "ErrorMemoryAllocation";
  case 9:
    return "ErrorInvalidConfiguration";
  default:
    return "ErrorUnknown";
  }
}

} // namespace hipmodel

// The property structs: the fields programs read, with the toolkits' names.
#define HIPMODEL_DEVICE_PROP_FIELDS                                            \
  char name[256];                                                              \
  size_t totalGlobalMem, sharedMemPerBlock, sharedMemPerBlockOptin,            \
      sharedMemPerMultiprocessor, totalConstMem, memPitch;                     \
  int regsPerBlock, warpSize, maxThreadsPerBlock, maxThreadsDim[3],            \
      maxGridSize[3], clockRate, memoryClockRate, memoryBusWidth, l2CacheSize, \
      major, minor, multiProcessorCount, maxThreadsPerMultiProcessor,          \
      concurrentKernels, canMapHostMemory, unifiedAddressing, managedMemory,   \
      asyncEngineCount, integrated, computeMode, ECCEnabled, pciBusID,         \
      pciDeviceID, pciDomainID, regsPerMultiprocessor, deviceOverlap,          \
      kernelExecTimeoutEnabled, cooperativeLaunch, textureAlignment;
struct cudaDeviceProp {
  HIPMODEL_DEVICE_PROP_FIELDS
};
typedef struct hipDeviceProp_t {
  HIPMODEL_DEVICE_PROP_FIELDS
  char gcnArchName[256];
  size_t maxSharedMemoryPerMultiProcessor;
} hipDeviceProp_t;
#undef HIPMODEL_DEVICE_PROP_FIELDS

typedef hipmodel::Stream *cudaStream_t;
typedef hipmodel::Stream *hipStream_t;
typedef hipmodel::Event *cudaEvent_t;
typedef hipmodel::Event *hipEvent_t;

#define cudaStreamDefault 0u
#define cudaStreamNonBlocking 1u
#define hipStreamDefault 0u
#define hipStreamNonBlocking 1u
#define cudaStreamLegacy ((cudaStream_t)0)
#define cudaStreamPerThread ((cudaStream_t)0)
#define hipStreamPerThread ((hipStream_t)0)
#define cudaEventDefault 0u
#define cudaEventBlockingSync 1u
#define cudaEventDisableTiming 2u
#define hipEventDefault 0u
#define hipEventBlockingSync 1u
#define hipEventDisableTiming 2u
#define cudaHostAllocDefault 0u
#define cudaHostAllocPortable 1u
#define cudaHostAllocMapped 2u
#define cudaHostAllocWriteCombined 4u
#define hipHostMallocDefault 0u
#define hipHostMallocPortable 1u
#define hipHostMallocMapped 2u
#define hipHostMallocWriteCombined 4u
#define hipHostAllocDefault 0u
#define hipHostAllocMapped 2u
#define cudaMemAttachGlobal 1u
#define hipMemAttachGlobal 1u
#define cudaCpuDeviceId (-1)
#define hipCpuDeviceId (-1)
#define cudaDeviceScheduleBlockingSync 4u
#define hipDeviceScheduleBlockingSync 4u
// HIP passes a symbol through HIP_SYMBOL; the model takes the variable.
#define HIP_SYMBOL(X) X

// The functions, once per spelling.
#define HIPMODEL_PREFIX cuda
#define HIPMODEL_ERROR cudaError_t
#define HIPMODEL_KIND cudaMemcpyKind
#define HIPMODEL_STREAM cudaStream_t
#define HIPMODEL_EVENT cudaEvent_t
#include "WarpModelRuntimeApi.def"
#define HIPMODEL_PREFIX hip
#define HIPMODEL_ERROR hipError_t
#define HIPMODEL_KIND hipMemcpyKind
#define HIPMODEL_STREAM hipStream_t
#define HIPMODEL_EVENT hipEvent_t
#include "WarpModelRuntimeApi.def"

// What differs between the two beyond the prefix.
inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp *P, int) {
  hipmodel::describeDevice(*P);
  return cudaSuccess;
}
inline hipError_t hipGetDeviceProperties(hipDeviceProp_t *P, int) {
  hipmodel::describeDevice(*P);
  std::snprintf(P->gcnArchName, sizeof(P->gcnArchName), "%s",
                hipmodel::W == 64 ? "gfx90a" : "gfx1100");
  P->maxSharedMemoryPerMultiProcessor = 64 * 1024;
  return hipSuccess;
}
inline cudaError_t cudaDeviceGetAttribute(int *V, cudaDeviceAttr A, int) {
  *V = hipmodel::attribute(hipmodel::cudaAttributeIndex(A));
  return cudaSuccess;
}
inline hipError_t hipDeviceGetAttribute(int *V, hipDeviceAttribute_t A, int) {
  *V = hipmodel::attribute(int(A));
  return hipSuccess;
}
inline cudaError_t cudaFreeHost(void *P) {
  std::free(P);
  return cudaSuccess;
}
inline hipError_t hipHostFree(void *P) {
  std::free(P);
  return hipSuccess;
}
inline hipError_t hipFreeHost(void *P) { return hipHostFree(P); }
template <typename T>
hipError_t hipHostMalloc(T **P, size_t Bytes, unsigned = 0) {
  *P = static_cast<T *>(hipmodel::allocate(Bytes));
  return *P ? hipSuccess : hipErrorOutOfMemory;
}
template <typename T>
cudaError_t cudaFuncSetCacheConfig(T *, cudaFuncCache) {
  return cudaSuccess;
}
template <typename T>
hipError_t hipFuncSetCacheConfig(T *, hipFuncCache_t) {
  return hipSuccess;
}
template <typename T>
cudaError_t cudaFuncSetAttribute(T *, cudaFuncAttribute, int) {
  return cudaSuccess;
}
template <typename T>
hipError_t hipFuncSetAttribute(T *, hipFuncAttribute, int) {
  return hipSuccess;
}

#endif // HIPPORT_TEST_MODEL_WARPMODELRUNTIME_H
