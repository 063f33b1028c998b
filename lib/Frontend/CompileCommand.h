//===- CompileCommand.h - The clang command line for a CUDA file -*- C++
//-*-===//
#ifndef HIPPORT_FRONTEND_COMPILECOMMAND_H
#define HIPPORT_FRONTEND_COMPILECOMMAND_H

#include "Frontend/CudaInstallation.h"
#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <map>
#include <string>
#include <vector>

namespace hipport {

struct FrontendSettings {
  CudaInstallation Cuda;
  /// hipport's data directory; its share/cuda-shim holds header stand-ins.
  std::string DataDir;
  /// clang's resource directory (its own CUDA wrapper headers live there).
  std::string ResourceDir;
  /// Arguments after `--` on hipport's command line.
  std::vector<std::string> UserArgs;
  /// -p: the compilation database (a compile_commands.json or its
  /// directory) the files' own arguments come from.
  std::string DatabasePath;
  /// Each file's arguments from the database, translated to clang CUDA,
  /// keyed by absolute path; they come before UserArgs.
  std::map<std::string, std::vector<std::string>> FileArgs;
  /// The file system clang reads the sources and headers through (in
  /// memory for the fuzz targets); null: the machine's.
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FileSystem;
};

enum class SourceLanguage { Cuda, Hip };

/// The clang command line that parses File as CUDA, host side: the device
/// side sees the same source, and a host-only parse needs no GPU libraries.
/// As Hip, File is parsed as clang parses HIP for AMD GPUs, with the HIP
/// headers of RocmPath (code hipport already converted).
std::vector<std::string>
buildCompileCommand(const FrontendSettings &Settings, llvm::StringRef File,
                    SourceLanguage Language = SourceLanguage::Cuda,
                    llvm::StringRef RocmPath = "");

/// A directory whose include/hip/hip_runtime.h exists: $ROCM_PATH, then
/// /opt/rocm, then /usr (Debian's HIP packages); nothing when none has it.
std::optional<std::string> findRocmPath();

/// Rejects arguments clang does not know, so that a misspelt flag stops
/// the run instead of silently changing what is parsed.
llvm::Error validateUserArgs(const std::vector<std::string> &Args);

} // namespace hipport

#endif
