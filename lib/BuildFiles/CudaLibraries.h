//===- CudaLibraries.h - CUDA toolkit libraries and their HIP side -*- C++
//-*-===//
//
// One row per library of the CUDA toolkit, as CMake's FindCUDAToolkit names
// its imported target (CUDA::cublas) and as a linker flag names it
// (-lcublas), with what a HIP build links instead. The HIP targets are those
// exported by the ROCm packages' CMake configuration files (hipblas-config
// defines roc::hipblas, hiprand-config hip::hiprand, ...).
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_BUILDFILES_CUDALIBRARIES_H
#define HIPPORT_BUILDFILES_CUDALIBRARIES_H

#include "llvm/ADT/StringRef.h"

namespace hipport {

struct CudaLibrary {
  /// The FindCUDAToolkit target without "CUDA::", and the -l name.
  llvm::StringRef Name;
  /// What it is, for messages ("cuBLAS").
  llvm::StringRef Title;
  /// The HIP side; empty when there is no drop-in replacement.
  llvm::StringRef HipPackage; ///< find_package(HipPackage)
  llvm::StringRef HipTarget;  ///< its imported target
  llvm::StringRef HipLink;    ///< the -l name
  /// For libraries without a replacement: what to use instead.
  llvm::StringRef Advice;

  bool hasReplacement() const { return !HipTarget.empty(); }
};

/// The library of a CUDA:: target name or -l name (static variants such as
/// cublas_static included); null when the toolkit has no such library.
const CudaLibrary *findCudaLibrary(llvm::StringRef Name);

} // namespace hipport

#endif
