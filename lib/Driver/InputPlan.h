//===- InputPlan.h - Which files to convert, and where to -------*- C++ -*-===//
#ifndef HIPPORT_DRIVER_INPUTPLAN_H
#define HIPPORT_DRIVER_INPUTPLAN_H

#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipport {

struct PlannedFile {
  std::string Input;  ///< As the user spelled it (or found under a dir).
  std::string Path;   ///< Absolute, normalised.
  std::string Output; ///< Where the converted text goes; "-" for stdout.
  bool IsTranslationUnit = true; ///< False for headers.
};

struct InputPlan {
  std::vector<PlannedFile> Files;
  /// CMake files and Makefiles: scanned, never parsed by clang
  /// (BuildFileUnits.h).
  std::vector<PlannedFile> BuildFiles;
  /// Directories the user's code lives in; files elsewhere are not written.
  std::vector<std::string> ProjectRoots;
  /// Where each of ProjectRoots is mirrored (same order); empty when the
  /// plan writes no tree.
  std::vector<std::string> OutputRoots;
  /// One input file converted to one output file (or stdout).
  bool SingleFile = false;
};

/// Checks inputs and output before anything is parsed or written: every
/// input exists, a single file goes to a file or `-`, a tree goes to a
/// directory outside every input tree, and no two inputs share an output.
llvm::Expected<InputPlan> planInputs(const std::vector<std::string> &Inputs,
                                     llvm::StringRef Output);

/// The files to read for `lint`: every source below the inputs, nothing to
/// write (Output is empty).
llvm::Expected<InputPlan>
planLintInputs(const std::vector<std::string> &Inputs);

bool isTranslationUnitExtension(llvm::StringRef Ext);
bool isHeaderExtension(llvm::StringRef Ext);

} // namespace hipport

#endif
