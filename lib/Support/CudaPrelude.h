//===- CudaPrelude.h - Where hipport's CUDA prelude lives -------*- C++ -*-===//
//
// hipport force-includes share/cuda-prelude/hipport_cuda_prelude.h in its
// CUDA parses (docs/cuda-prelude.md). The compile command adds it, the
// prologue planner lets it through, and the source classifier counts its
// declarations as CUDA's: all three know it by the same path.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_SUPPORT_CUDAPRELUDE_H
#define HIPPORT_SUPPORT_CUDAPRELUDE_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipport {

/// The prelude below hipport's data directory.
std::string cudaPreludePath(llvm::StringRef DataDir);
/// Whether Path names the prelude (in any data directory).
bool isCudaPreludePath(llvm::StringRef Path);

} // namespace hipport

#endif
