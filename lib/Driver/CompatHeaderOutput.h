//===- CompatHeaderOutput.h - Writing hipport/compat.h ----------*- C++ -*-===//
//
// Converted files whose CUDA APIs the target HIP lacks use the shims of
// hipport's compat header (docs/compat-header.md) and include it by a path
// relative to themselves (Rewrite/CompatShims.h). This puts the header
// there: at the top of the output tree, next to a single output file, or
// at the top of the tree converted in place.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_DRIVER_COMPATHEADEROUTPUT_H
#define HIPPORT_DRIVER_COMPATHEADEROUTPUT_H

#include "Diagnostics/Finding.h"
#include "Driver/ConvertSession.h"
#include "Driver/InputPlan.h"
#include "Driver/ResultMerger.h"
#include <set>

namespace hipport {

/// Writes the header (DataDir/share/hipport/compat.h) wherever a written
/// file that uses it looks for it, atomically, with a note for each. An
/// existing file there is replaced only when it is a header hipport wrote;
/// any other file is kept and reported (hipport-compat-header-conflict).
/// Output to standard output gets a note saying where the header comes
/// from. Returns whether every header the output needs is in place; an
/// error when the header cannot be read or written.
llvm::Expected<bool> writeCompatHeaders(const ConvertRequest &Request,
                                        const InputPlan &Plan,
                                        const MergedResult &Merged,
                                        std::set<Finding> &Findings);

} // namespace hipport

#endif
