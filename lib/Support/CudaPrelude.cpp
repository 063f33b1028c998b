//===- CudaPrelude.cpp ----------------------------------------------------===//
#include "Support/CudaPrelude.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

using namespace hipport;

static constexpr llvm::StringLiteral PreludeDir = "cuda-prelude";
static constexpr llvm::StringLiteral PreludeName = "hipport_cuda_prelude.h";

std::string hipport::cudaPreludePath(llvm::StringRef DataDir) {
  llvm::SmallString<256> Path(DataDir);
  llvm::sys::path::append(Path, "share", PreludeDir, PreludeName);
  return std::string(Path);
}

bool hipport::isCudaPreludePath(llvm::StringRef Path) {
  return llvm::sys::path::filename(Path) == PreludeName &&
         llvm::sys::path::filename(llvm::sys::path::parent_path(Path)) ==
             PreludeDir;
}
