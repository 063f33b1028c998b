//===- ResultMerger.h - Combining the results of several units --*- C++ -*-===//
//
// A header included by many translation units is converted once: its edits
// and references from every unit are merged, identical ones counted once,
// and disagreeing edits reported instead of applied twice.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_DRIVER_RESULTMERGER_H
#define HIPPORT_DRIVER_RESULTMERGER_H

#include "Rewrite/ConversionResult.h"

namespace hipport {

struct MergedResult {
  std::map<std::string, FileConversion> Files;
  std::set<Finding> Findings;
  /// Compiler errors by the main file of the unit that had them.
  std::map<std::string, std::vector<std::string>> CompilerErrors;
  /// Every project file some unit parsed.
  std::set<std::string> Seen;
  std::set<KernelLds> Kernels;
  /// Units parsed in this run, and units whose result an earlier run left
  /// in the cache.
  unsigned UnitsParsed = 0;
  unsigned UnitsReused = 0;

  /// The project files each unit included, by its main file.
  std::map<std::string, std::set<std::string>> UnitIncludes;

  void add(const std::string &MainFile, ConversionResult Unit);

  /// nvcc includes cuda_runtime.h before the first line of every unit. A
  /// header that uses CUDA gets its own HIP include instead, but that one
  /// is read after whatever the unit defined before including the header,
  /// and a project macro such as `#define T double` breaks HIP's headers.
  /// So a unit that includes such a header, and does not include the HIP
  /// runtime itself, gets the include at its top, where nvcc's was. Call
  /// once every unit is added.
  void includeHipRuntimeFirst();
};

} // namespace hipport

#endif
