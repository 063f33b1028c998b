//===- CudaInstallation.h - Finding the CUDA toolkit ------------*- C++ -*-===//
#ifndef HIPPORT_FRONTEND_CUDAINSTALLATION_H
#define HIPPORT_FRONTEND_CUDAINSTALLATION_H

#include "Mapping/Version.h"
#include "llvm/Support/Error.h"
#include <string>

namespace hipport {

struct CudaInstallation {
  std::string Root;       ///< e.g. /usr/local/cuda
  std::string IncludeDir; ///< Root/include
  Version CudaVersion;    ///< From CUDA_VERSION in cuda.h.
  /// How the root was chosen, for messages: "--cuda-path", "CUDA_PATH" or
  /// "default".
  std::string Origin;

  /// CUDA 13 removed texture_fetch_functions.h, which clang 19's CUDA
  /// wrapper still includes; hipport then supplies an empty stand-in.
  bool needsTextureFetchShim() const { return !(CudaVersion < Version{13, 0}); }
};

/// Looks in ExplicitPath (--cuda-path), then $CUDA_PATH, then
/// /usr/local/cuda. The chosen directory must hold include/cuda.h.
llvm::Expected<CudaInstallation>
findCudaInstallation(llvm::StringRef ExplicitPath);

/// The CUDA headers hipport-tablegen regenerated from their AST
/// (DataDir/mappings/cuda-decls), laid out like a toolkit, for machines
/// without one (--no-cuda-sdk). They are CUDA headers to the rewrite like
/// the real ones.
llvm::Expected<CudaInstallation>
generatedCudaDeclarations(llvm::StringRef DataDir);

/// Reads `#define CUDA_VERSION NNNNN` from cuda.h text.
std::optional<Version> parseCudaVersion(llvm::StringRef CudaHeaderText);

} // namespace hipport

#endif
