//===- FindingFormats.h - Findings for terminals, CI and tools --*- C++ -*-===//
#ifndef HIPPORT_REPORT_FINDINGFORMATS_H
#define HIPPORT_REPORT_FINDINGFORMATS_H

#include "Diagnostics/Finding.h"
#include "Diagnostics/RuleCatalog.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <vector>

namespace hipport {

enum class FindingFormat { Text, Json, Sarif, Github };
std::optional<FindingFormat> parseFindingFormat(llvm::StringRef Name);

struct FindingOutput {
  const std::vector<Finding> *Findings;
  const RuleCatalog *Rules;
  /// SARIF and GitHub locations are relative to this directory.
  std::string RepositoryRoot;
  std::string ToolVersion;
};

/// `path:line:col: warning: message [rule-id]`, one per line.
void writeFindingsText(const FindingOutput &Out, llvm::raw_ostream &OS);
/// A JSON array of findings with their fix-its.
void writeFindingsJson(const FindingOutput &Out, llvm::raw_ostream &OS);
/// SARIF 2.1.0, as GitHub code scanning accepts it.
void writeFindingsSarif(const FindingOutput &Out, llvm::raw_ostream &OS);
/// GitHub Actions workflow commands (`::warning file=...,line=...::msg`).
void writeFindingsGithub(const FindingOutput &Out, llvm::raw_ostream &OS);
/// clang-apply-replacements YAML (clang-tidy's --export-fixes format).
void writeExportFixes(const FindingOutput &Out, llvm::raw_ostream &OS);
void writeFindings(FindingFormat Format, const FindingOutput &Out,
                   llvm::raw_ostream &OS);

/// Path relative to Root when it is inside Root, else as given.
std::string relativeToRoot(llvm::StringRef Path, llvm::StringRef Root);

} // namespace hipport

#endif
