//===- AtomicFile.h - Writing outputs without half-written files -*- C++
//-*-===//
#ifndef HIPPORT_SUPPORT_ATOMICFILE_H
#define HIPPORT_SUPPORT_ATOMICFILE_H

#include "llvm/Support/Error.h"

namespace hipport {

/// Writes Contents to a temporary file beside Path and renames it over Path,
/// so a reader (or an interrupted run) sees the old file or the new one,
/// never a truncated one. Creates missing parent directories. The file gets
/// the permission bits Mode, less the umask.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents,
                                unsigned Mode = 0666);

/// The permission bits of an existing file, for an output that should keep
/// them (a copied script stays executable); 0666 when they cannot be read.
unsigned permissionsOf(llvm::StringRef Path);

} // namespace hipport

#endif
