//===- HipFlags.h - clang CUDA flags as clang HIP flags ---------*- C++ -*-===//
//
// `convert --write-compile-commands` gives the converted tree a
// compile_commands.json; each unit keeps the flags it was parsed with,
// minus what only CUDA means, with its paths moved to the converted tree.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_FRONTEND_HIPFLAGS_H
#define HIPPORT_FRONTEND_HIPFLAGS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipport {

/// Rewrites the clang CUDA flags of a unit for a HIP compile: drops the
/// CUDA target and toolkit flags (--cuda-gpu-arch, --cuda-path, -nocudalib,
/// --cuda-host-only, ...), the macros nvcc defines (-D__CUDACC_*__,
/// -D__USE_FAST_MATH__) and the search paths into CudaRoot; turns
/// -DCUDA_API_PER_THREAD_DEFAULT_STREAM=1 into -fgpu-default-stream=
/// per-thread; passes the path of every -I, -isystem, -iquote, -idirafter,
/// -include and -imacros through MovePath. Everything else is kept.
std::vector<std::string>
hipFlags(llvm::ArrayRef<std::string> CudaArgs, llvm::StringRef CudaRoot,
         llvm::function_ref<std::string(llvm::StringRef)> MovePath);

} // namespace hipport

#endif
