//===- ConvertSession.h - One `hipport convert` run -------------*- C++ -*-===//
#ifndef HIPPORT_DRIVER_CONVERTSESSION_H
#define HIPPORT_DRIVER_CONVERTSESSION_H

#include "Diagnostics/RuleCatalog.h"
#include "Driver/InputPlan.h"
#include "Driver/TranslationUnitJob.h"
#include "Report/ConvertReport.h"
#include "llvm/Support/raw_ostream.h"

namespace hipport {

/// Exit codes of `hipport convert`, as documented in docs/cli.md.
enum ExitCode : int {
  ExitConverted = 0,
  /// Some file did not parse cleanly, or was skipped.
  ExitConvertedWithErrors = 1,
  ExitUsageError = 2,
};

enum class ConvertMode {
  /// To -o: a file, a directory, or standard output.
  Write,
  /// Over the inputs, keeping each changed file's original as a backup.
  InPlace,
  /// A unified diff on standard output; nothing written.
  Diff,
  /// Nothing written; exit status 1 when a file would change.
  Check
};

struct ConvertRequest {
  std::vector<std::string> Inputs;
  std::string Output;
  ConvertMode Mode = ConvertMode::Write;
  /// For --in-place: appended to a changed file's name for its backup; empty
  /// for no backup.
  std::string BackupSuffix = ".orig";
  /// Rewrite CMake files to HIP (--build-files); without it build files are
  /// only reported.
  bool BuildFiles = false;
  std::string ReportPath;
  /// --write-compile-commands: where the converted tree's
  /// compile_commands.json goes; empty for OUTDIR/compile_commands.json.
  std::optional<std::string> CompileCommandsPath;
  std::optional<ReportFormat> Format;
  JobSettings Job;
  /// Sources, copies, renames of a tree.
  TreeOptions Tree;
  /// --progress / --no-progress; by default when standard error is a
  /// terminal.
  std::optional<bool> Progress;
  std::string ToolVersion;
};

/// Converts the request's inputs, writes outputs and the report, prints
/// findings to Diag, and returns the exit code.
int runConvert(const ConvertRequest &Request, const RuleCatalog &Rules,
               llvm::raw_ostream &Diag);

} // namespace hipport

#endif
