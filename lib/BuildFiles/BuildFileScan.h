//===- BuildFileScan.h - CUDA in CMake files and Makefiles ------*- C++ -*-===//
//
// A build file is read as text (CMake through CMakeLexer, a Makefile line by
// line) and every CUDA-specific thing in it becomes a Finding that says what
// a HIP build uses instead. Findings whose change is mechanical carry FixIts:
// `hipport convert --build-files` applies them, `hipport lint
// --export-fixes` exports them. Makefiles get no fixes (see
// docs/cli.md, "Build files").
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_BUILDFILES_BUILDFILESCAN_H
#define HIPPORT_BUILDFILES_BUILDFILESCAN_H

#include "Diagnostics/Finding.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipport {

enum class BuildFileKind { None, CMake, Make };

/// From the file name: CMakeLists.txt and *.cmake are CMake; Makefile,
/// makefile, GNUmakefile and *.mk are Makefiles.
BuildFileKind buildFileKind(llvm::StringRef Path);

struct BuildFileOptions {
  /// The AMD GPU that replaces NVIDIA architecture lists (--offload-arch).
  std::string OffloadArch = "gfx942";
};

struct BuildFileScan {
  /// In offset order; FixIt::File and Finding::File are the display path.
  std::vector<Finding> Findings;
  /// Set when a CMake file could not be read to its end: the findings
  /// cover what came before, and the file must not be rewritten.
  std::string Error;
  unsigned ErrorLine = 0;
};

BuildFileScan scanBuildFile(BuildFileKind Kind, llvm::StringRef DisplayPath,
                            llvm::StringRef Text,
                            const BuildFileOptions &Options);

/// The 1-based line and column of offsets in one text.
class LineTable {
public:
  explicit LineTable(llvm::StringRef Text);
  std::pair<unsigned, unsigned> position(unsigned Offset) const;
  /// The offset where Offset's line starts.
  unsigned lineStart(unsigned Offset) const;

private:
  std::vector<unsigned> Starts;
};

/// The rule ids of rules/build.yaml.
namespace buildrules {
inline constexpr llvm::StringLiteral Language = "hipport-cmake-cuda-language";
inline constexpr llvm::StringLiteral Architectures =
    "hipport-cmake-cuda-architectures";
inline constexpr llvm::StringLiteral Property = "hipport-cmake-cuda-property";
inline constexpr llvm::StringLiteral Toolkit = "hipport-cmake-cuda-toolkit";
inline constexpr llvm::StringLiteral FindCuda = "hipport-cmake-findcuda";
inline constexpr llvm::StringLiteral Source = "hipport-cmake-cuda-source";
inline constexpr llvm::StringLiteral Nvcc = "hipport-make-nvcc";
inline constexpr llvm::StringLiteral MakeLibrary = "hipport-make-cuda-library";
inline constexpr llvm::StringLiteral MakePath = "hipport-make-cuda-path";
inline constexpr llvm::StringLiteral WarpSize = "hipport-build-warp-size";
} // namespace buildrules

/// Scanners of one kind each; scanBuildFile picks one.
BuildFileScan scanCMakeFile(llvm::StringRef DisplayPath, llvm::StringRef Text,
                            const BuildFileOptions &Options);
BuildFileScan scanMakefile(llvm::StringRef DisplayPath, llvm::StringRef Text,
                           const BuildFileOptions &Options);

} // namespace hipport

#endif
