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

  void add(const std::string &MainFile, ConversionResult Unit);
};

} // namespace hipport

#endif
