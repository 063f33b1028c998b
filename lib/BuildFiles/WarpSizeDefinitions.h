//===- WarpSizeDefinitions.h - -DWARP_SIZE=32 in build files ----*- C++ -*-===//
//
// A build that passes -DWARP_SIZE=32 to every file bakes the 32-lane warp
// into code that reads as portable (`threadIdx.x % WARP_SIZE`); the source
// checks see only the macro's uses, the build file holds the assumption.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_BUILDFILES_WARPSIZEDEFINITIONS_H
#define HIPPORT_BUILDFILES_WARPSIZEDEFINITIONS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipport {

/// One definition of a warp-size macro to 32 found in a text.
struct WarpSizeDefinition {
  size_t Offset = 0; ///< Of the definition's first character (`-D`).
  std::string Name;  ///< WARP_SIZE
  std::string Value; ///< 32
};

/// The -DNAME=VALUE words of Text (also `-D NAME=VALUE`) whose NAME says
/// "warp size" and whose VALUE is 32. With BareDefinitions, a word NAME=32
/// counts as a definition too (the arguments of CMake's
/// target_compile_definitions).
std::vector<WarpSizeDefinition> findWarpSizeDefinitions(llvm::StringRef Text,
                                                        bool BareDefinitions);

/// The message of hipport-build-warp-size for one definition.
std::string warpSizeDefinitionMessage(const WarpSizeDefinition &Definition);

} // namespace hipport

#endif
