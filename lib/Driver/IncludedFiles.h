//===- IncludedFiles.h - Files of a tree that units include -----*- C++ -*-===//
//
// A unit may #include a file that is not a source by its extension: a `.c`
// file included by a `.cu` (HeCBench's myocyte includes file.c), a `.inc`,
// a `.cu.in`. That file is part of the unit and clang parses it with it, so
// when it lies in a directory being converted it is converted as a header
// is (with the edits of every unit that includes it) and written in its own
// place in the output tree, rather than copied unchanged.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_DRIVER_INCLUDEDFILES_H
#define HIPPORT_DRIVER_INCLUDEDFILES_H

#include "Driver/InputPlan.h"
#include "Driver/ResultMerger.h"

namespace hipport {

/// Adds to Plan.Files, as headers, the files below an input directory that
/// some unit included and that the plan did not list as sources, and takes
/// them out of Plan.Copies. In a plan that writes a tree (Writes), each goes
/// where its copy would have gone, below the matching output root. Call
/// once the units are converted.
void addIncludedFiles(InputPlan &Plan, const MergedResult &Merged, bool Writes);

} // namespace hipport

#endif
