//===- InputPlan.h - Which files to convert, and where to -------*- C++ -*-===//
#ifndef HIPPORT_DRIVER_INPUTPLAN_H
#define HIPPORT_DRIVER_INPUTPLAN_H

#include "Report/ConvertReport.h"
#include "llvm/Support/Error.h"
#include <string>
#include <utility>
#include <vector>

namespace hipport {

struct PlannedFile {
  std::string Input;  ///< As the user spelled it (or found under a dir).
  std::string Path;   ///< Absolute, normalised.
  std::string Output; ///< Where the converted text goes; "-" for stdout.
  bool IsTranslationUnit = true; ///< False for headers.
};

/// Which files of a tree are sources, and what happens to the others.
struct TreeOptions {
  /// Extensions (with the dot) of translation units and of headers;
  /// documented in docs/cli.md (Trees).
  std::vector<std::string> TranslationUnitExtensions{".cu", ".hip", ".cpp",
                                                     ".cc", ".cxx", ".c++"};
  std::vector<std::string> HeaderExtensions{".cuh", ".h",   ".hpp",
                                            ".hh",  ".hxx", ".inl"};
  /// Write only the sources of a tree, not copies of its other files.
  bool SourcesOnly = false;
  /// --rename-extensions: a source whose extension is `first` is written
  /// with `second` instead (".cu" -> ".hip").
  std::vector<std::pair<std::string, std::string>> Renames;

  bool isTranslationUnit(llvm::StringRef Path) const;
  bool isHeader(llvm::StringRef Path) const;
  /// The output file name of an input named Name.
  std::string renamed(llvm::StringRef Name) const;
};

/// A comma-separated list of extensions (".cu,.cuh"); each starts with a
/// dot and holds no other dot or slash.
llvm::Expected<std::vector<std::string>>
parseExtensionList(llvm::StringRef Text);
/// A comma-separated list of FROM=TO (".cu=.hip,.cuh=.hip.hpp"); FROM must
/// be one of Tree's source extensions.
llvm::Expected<std::vector<std::pair<std::string, std::string>>>
parseRenameMap(llvm::StringRef Text, const TreeOptions &Tree);
/// The map --rename-extensions uses when given without a value.
extern const char DefaultRenameMap[];

struct InputPlan {
  std::vector<PlannedFile> Files;
  /// CMake files and Makefiles: scanned, never parsed by clang
  /// (BuildFileUnits.h).
  std::vector<PlannedFile> BuildFiles;
  /// Files of the input directories that are not sources, copied unchanged
  /// (Write mode, unless --sources-only).
  std::vector<PlannedFile> Copies;
  /// Files left out, with why: unreadable, binary, not UTF-8, link loops.
  std::vector<SkippedFile> Skipped;
  /// Directories the user's code lives in; files elsewhere are not written.
  std::vector<std::string> ProjectRoots;
  /// The inputs that are directories: as the user spelled each, and
  /// absolute, normalised. Every file below one is the user's to convert.
  std::vector<std::pair<std::string, std::string>> InputDirectories;
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
                                     llvm::StringRef Output,
                                     const TreeOptions &Tree = {});

/// The files to read for `lint`: every source below the inputs, nothing to
/// write (Output is empty).
llvm::Expected<InputPlan> planLintInputs(const std::vector<std::string> &Inputs,
                                         const TreeOptions &Tree = {});

} // namespace hipport

#endif
