//===- CudaLibraries.cpp --------------------------------------------------===//
#include "BuildFiles/CudaLibraries.h"

using namespace hipport;

static const CudaLibrary Libraries[] = {
    {"cudart", "the CUDA runtime", "hip", "hip::host", "amdhip64", ""},
    {"cuda_driver", "the CUDA driver API", "hip", "hip::host", "amdhip64", ""},
    {"cuda", "the CUDA driver API", "hip", "hip::host", "amdhip64", ""},
    {"cublas", "cuBLAS", "hipblas", "roc::hipblas", "hipblas", ""},
    {"cublasLt", "cuBLASLt", "hipblaslt", "roc::hipblaslt", "hipblaslt", ""},
    {"cufft", "cuFFT", "hipfft", "hip::hipfft", "hipfft", ""},
    {"curand", "cuRAND", "hiprand", "hip::hiprand", "hiprand", ""},
    {"cusparse", "cuSPARSE", "hipsparse", "roc::hipsparse", "hipsparse", ""},
    {"cusolver", "cuSOLVER", "hipsolver", "roc::hipsolver", "hipsolver", ""},
    {"nvrtc", "NVRTC", "hiprtc", "hiprtc::hiprtc", "hiprtc", ""},
    {"cufftw", "cuFFTW", "", "", "",
     "HIP has no FFTW interface; call hipFFT, or link FFTW itself"},
    {"cudadevrt", "the CUDA device runtime", "", "", "",
     "HIP needs no device runtime library; relocatable device code is "
     "-fgpu-rdc"},
    {"nvToolsExt", "NVTX", "", "", "",
     "use ROCTX (roctxRangePush/Pop, libroctx64 of roctracer)"},
    {"nvtx3", "NVTX", "", "", "",
     "use ROCTX (roctxRangePush/Pop, libroctx64 of roctracer)"},
    {"cupti", "CUPTI", "", "", "", "profile with rocprofiler"},
    {"nvml", "NVML", "", "", "", "query AMD GPUs with rocm-smi-lib"},
    {"nvjpeg", "nvJPEG", "", "", "", "HIP has no nvJPEG counterpart"},
    {"culibos", "culibos", "", "", "",
     "it is an internal helper of NVIDIA's static libraries; drop it"},
};

const CudaLibrary *hipport::findCudaLibrary(llvm::StringRef Name) {
  Name.consume_back("_static");
  for (const CudaLibrary &Library : Libraries)
    if (Library.Name == Name)
      return &Library;
  // The NPP family: nppc, nppial, nppif, ...
  static const CudaLibrary Npp = {"npp", "NPP", "",
                                  "",    "",    "HIP has no NPP counterpart"};
  if (Name.starts_with("npp"))
    return &Npp;
  return nullptr;
}
