//===- NvccFlags.h - Compilation-database flags as clang CUDA flags -*- C++
//-*-===//
//
// A compile_commands.json written by an nvcc build holds nvcc's flags
// (-gencode, -Xcompiler, -rdc=true, ...), most of which clang rejects. This
// module turns them into the clang CUDA flags with the same effect on the
// parsed source, or drops them when they only steer code generation or the
// build, and says which it did: nothing is dropped silently.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_FRONTEND_NVCCFLAGS_H
#define HIPPORT_FRONTEND_NVCCFLAGS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipport {

/// One thing hipport did to a flag of a compile command.
struct FlagNote {
  /// What makes two notes the same, so that a run says it once: the flag,
  /// and its value when the value changes the outcome.
  std::string Key;
  /// For the user, e.g. "'-arch=sm_80' becomes '--cuda-gpu-arch=sm_80'".
  std::string Text;
};

struct TranslatedFlags {
  /// clang CUDA arguments, paths still as the command spelled them.
  std::vector<std::string> Args;
  std::vector<FlagNote> Notes;
};

enum class CompilerKind {
  Nvcc,
  /// g++, clang++, c++ and every other compiler: flags clang understands.
  Host,
};

/// The kind of compiler a command's first argument names (a path or not).
CompilerKind compilerKind(llvm::StringRef Executable);

/// Translates the arguments of an nvcc command line, without the compiler
/// and the input file. Flags nvcc and clang spell alike (-O2, -g, -Wall,
/// -fPIC, ...) pass through unchanged; so does every flag this table does
/// not know, for the caller to validate against clang.
TranslatedFlags translateNvccFlags(llvm::ArrayRef<std::string> Args);

/// Keeps a host compiler's flags except those that would make hipport's
/// syntax-only parse write files (-o, -MD, -MF ...), parse another language
/// (-x) or fail on warnings the build compiler does not give (-Werror).
TranslatedFlags translateHostFlags(llvm::ArrayRef<std::string> Args);

} // namespace hipport

#endif
