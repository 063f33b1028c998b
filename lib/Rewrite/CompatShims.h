//===- CompatShims.h - Including hipport/compat.h ---------------*- C++ -*-===//
//
// Where the target HIP lacks a CUDA API that hipport can write with what it
// has, a reference becomes the shim of hipport's compat header
// (share/hipport/compat.h, docs/compat-header.md), which the driver writes
// at the top of each output tree. A file that uses one includes the header
// by a path relative to itself, so the output builds without an extra -I.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_COMPATSHIMS_H
#define HIPPORT_REWRITE_COMPATSHIMS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipport {

struct FileConversion;

/// The header's path below the top of an output tree.
constexpr llvm::StringLiteral CompatHeaderName = "hipport/compat.h";

/// How the header hipport writes begins.
constexpr llvm::StringLiteral CompatHeaderMark = "// hipport/compat.h: ";

/// Whether the file at Path with Text is a compat header hipport wrote:
/// code of hipport's, not the user's, so never converted again.
bool isWrittenCompatHeader(llvm::StringRef Path, llvm::StringRef Text);

/// The same for a file on disk (false when it cannot be read).
bool isWrittenCompatHeaderFile(llvm::StringRef Path);

/// Whether an include names the compat header (at any relative path).
bool isCompatHeaderInclude(llvm::StringRef FileName);

/// How the file at Path includes the header that sits at the top of the
/// deepest of Roots holding Path (next to Path when none does):
/// `../../hipport/compat.h` for a file two directories down.
std::string compatIncludePath(llvm::StringRef Path,
                              llvm::ArrayRef<std::string> Roots);

/// Adds `#include "PATH"` to File where HIP's runtime header goes.
void insertCompatInclude(FileConversion &File, llvm::StringRef IncludePath);

} // namespace hipport

#endif
