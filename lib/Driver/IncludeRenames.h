//===- IncludeRenames.h - Includes that follow renamed files ----*- C++ -*-===//
//
// With --rename-extensions, `common.cuh` is written as `common.hip.hpp`, so
// every include that resolved to it (as clang resolved it, whatever the
// search path) must name the new file.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_DRIVER_INCLUDERENAMES_H
#define HIPPORT_DRIVER_INCLUDERENAMES_H

#include "Driver/InputPlan.h"
#include "Driver/ResultMerger.h"
#include "llvm/Support/raw_ostream.h"

namespace hipport {

/// Adds an edit to Merged for each include of a planned file whose output
/// has another name than its input. An include that spells the file by
/// another name (through a symbolic link) is left alone, with a warning on
/// Diag.
void renameIncludes(const InputPlan &Plan, MergedResult &Merged,
                    llvm::raw_ostream &Diag);

} // namespace hipport

#endif
