//===- AtomicFile.h - Writing outputs without half-written files -*- C++
//-*-===//
#ifndef HIPPORT_SUPPORT_ATOMICFILE_H
#define HIPPORT_SUPPORT_ATOMICFILE_H

#include "llvm/Support/Error.h"

namespace hipport {

/// Writes Contents to a temporary file beside Path and renames it over Path,
/// so a reader (or an interrupted run) sees the old file or the new one,
/// never a truncated one. Creates missing parent directories.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents);

} // namespace hipport

#endif
