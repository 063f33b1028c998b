//===- CudaInstallation.cpp -----------------------------------------------===//
#include "Frontend/CudaInstallation.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

using namespace hipport;

std::optional<Version> hipport::parseCudaVersion(llvm::StringRef Text) {
  llvm::StringRef Marker = "#define CUDA_VERSION";
  size_t Pos = Text.find(Marker);
  if (Pos == llvm::StringRef::npos)
    return std::nullopt;
  llvm::StringRef Rest = Text.drop_front(Pos + Marker.size()).ltrim();
  unsigned Number = 0;
  if (Rest.consumeInteger(10, Number))
    return std::nullopt;
  // CUDA_VERSION is 1000 * major + 10 * minor.
  return Version{Number / 1000, (Number % 1000) / 10};
}

llvm::Expected<CudaInstallation>
hipport::findCudaInstallation(llvm::StringRef ExplicitPath) {
  CudaInstallation Cuda;
  if (!ExplicitPath.empty()) {
    Cuda.Root = ExplicitPath.str();
    Cuda.Origin = "--cuda-path";
  } else if (std::optional<std::string> Env =
                 llvm::sys::Process::GetEnv("CUDA_PATH");
             Env && !Env->empty()) {
    Cuda.Root = *Env;
    Cuda.Origin = "CUDA_PATH";
  } else {
    Cuda.Root = "/usr/local/cuda";
    Cuda.Origin = "default";
  }
  llvm::SmallString<256> Include(Cuda.Root);
  llvm::sys::path::append(Include, "include");
  Cuda.IncludeDir = std::string(Include);
  llvm::SmallString<256> Header(Include);
  llvm::sys::path::append(Header, "cuda.h");
  auto Buffer = llvm::MemoryBuffer::getFile(Header);
  if (!Buffer)
    return llvm::createStringError(
        Buffer.getError(),
        "no CUDA toolkit at '%s' (from %s): cannot read %s; pass "
        "--cuda-path=DIR or set CUDA_PATH",
        Cuda.Root.c_str(), Cuda.Origin.c_str(), Header.c_str());
  std::optional<Version> V = parseCudaVersion((*Buffer)->getBuffer());
  if (!V)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "%s does not define CUDA_VERSION",
                                   Header.c_str());
  Cuda.CudaVersion = *V;
  return Cuda;
}

llvm::Expected<CudaInstallation>
hipport::generatedCudaDeclarations(llvm::StringRef DataDir) {
  llvm::SmallString<256> Root(DataDir);
  llvm::sys::path::append(Root, "mappings", "cuda-decls");
  auto Cuda = findCudaInstallation(Root);
  if (Cuda)
    Cuda->Origin = "--no-cuda-sdk";
  return Cuda;
}
