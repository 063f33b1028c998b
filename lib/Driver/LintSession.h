//===- LintSession.h - One `hipport lint` run -------------------*- C++ -*-===//
#ifndef HIPPORT_DRIVER_LINTSESSION_H
#define HIPPORT_DRIVER_LINTSESSION_H

#include "Driver/ConvertSession.h"
#include "Report/FindingFormats.h"

namespace hipport {

struct LintOutput {
  FindingFormat Format = FindingFormat::Text;
  std::string Path; ///< Empty or "-": standard output.
};

struct LintRequest {
  std::vector<std::string> Inputs;
  std::vector<LintOutput> Outputs;
  std::string ExportFixes;
  /// Findings at or above this severity make the exit status 1; none: never.
  std::optional<Severity> FailOn = Severity::Warning;
  std::string RepositoryRoot = ".";
  /// Report only findings not recorded in this baseline.
  std::string BaselinePath;
  /// Record the findings of this run as a baseline.
  std::string WriteBaselinePath;
  /// Lint shard K (1-based) of N: every N-th input file, for CI matrices.
  unsigned ShardIndex = 1, ShardCount = 1;
  /// Which files of a directory are linted.
  TreeOptions Tree;
  std::string ToolVersion;
  JobSettings Job;
};

/// Runs every rule over the inputs without writing sources. Exit status:
/// 0 no finding at or above FailOn, 1 such findings, 2 usage or internal
/// error (an input clang could not start on, an unwritable output).
int runLint(const LintRequest &Request, const RuleCatalog &Rules,
            llvm::raw_ostream &Diag);

} // namespace hipport

#endif
