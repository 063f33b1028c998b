//===- BuildFileUnits.h - Build files in a convert or lint run --*- C++ -*-===//
#ifndef HIPPORT_DRIVER_BUILDFILEUNITS_H
#define HIPPORT_DRIVER_BUILDFILEUNITS_H

#include "Driver/InputPlan.h"
#include "Driver/ResultMerger.h"
#include "Rewrite/ConvertOptions.h"
#include "llvm/Support/raw_ostream.h"

namespace hipport {

/// Scans the plan's build files and adds their findings to Merged. With
/// Rewrite (convert --build-files) each build file is also planned for
/// writing, after the translation units ran: a FileConversion whose edits
/// are the fixes of its enabled rules, and a PlannedFile in Plan.Files, so
/// that every convert mode (write, in-place, diff, check) treats it as it
/// treats a source. A CMake file that cannot be read to its end is reported
/// up to there and written unchanged. Fails when a file cannot be read.
llvm::Error addBuildFiles(InputPlan &Plan, bool Rewrite,
                          const ConvertOptions &Options, MergedResult &Merged,
                          llvm::raw_ostream &Diag);

} // namespace hipport

#endif
