//===- ConvertReport.h - What a conversion did, per file --------*- C++ -*-===//
//
// The data every report format renders: one emitter per format turns it into
// text, and none of them computes anything.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REPORT_CONVERTREPORT_H
#define HIPPORT_REPORT_CONVERTREPORT_H

#include "Diagnostics/Finding.h"
#include "Diagnostics/RuleCatalog.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>
#include <vector>

namespace hipport {

enum class ParseStatus { Full, Partial };

/// A CUDA name the token-level pass found in code clang did not parse.
struct TokenReference {
  unsigned Line = 0;
  unsigned Column = 0;
  std::string Cuda;
  bool Converted = false;
};

struct FileReport {
  std::string Input;
  std::string Output; ///< Empty when the file was not written.
  ParseStatus Parse = ParseStatus::Full;
  unsigned ReferencesFound = 0;
  unsigned Converted = 0;
  unsigned Unsupported = 0;
  unsigned Unmapped = 0;
  unsigned NeedsNewerHip = 0;
  unsigned LinesChanged = 0;
  /// Findings located in this file.
  unsigned Findings = 0;
  std::vector<std::string> CompilerErrors;
  /// Of the references, those found by tokens rather than resolved by
  /// clang, and the line ranges ("12-18") of the regions they are in.
  unsigned TokenConverted = 0;
  std::vector<TokenReference> TokenReferences;
  std::vector<std::string> TokenRegions;

  unsigned unconverted() const { return Unsupported + Unmapped; }
};

/// A file of an input tree that was not converted: left out, or (a binary
/// source) copied unchanged.
struct SkippedFile {
  std::string Input;
  std::string Reason; ///< "binary file (NUL byte at offset 12)", ...
  /// Written to the output tree as it is, rather than left out.
  bool CopiedUnchanged = false;

  /// The reason, with what became of the file when it was copied.
  std::string description() const;

  /// The file as a hipport-skipped-file warning, so that every output
  /// format lists it and it counts like any other finding.
  Finding asFinding() const;
};

struct KernelReport {
  std::string Kernel;
  std::string File;
  unsigned Line = 0;
  uint64_t StaticLds = 0;
  uint64_t DynamicLds = 0;
};

struct ConvertReport {
  std::vector<FileReport> Files;
  std::vector<KernelReport> Kernels;
  std::vector<Finding> Findings;
  std::vector<SkippedFile> Skipped;
  /// Files that are not sources, copied unchanged into the output tree.
  unsigned FilesCopied = 0;
  std::string HipVersion;
  double Seconds = 0;
  /// Units parsed, and units whose result came from the cache.
  unsigned UnitsParsed = 0;
  unsigned UnitsReused = 0;
  /// For SARIF, which describes every rule of the catalogue; may be null.
  const RuleCatalog *Rules = nullptr;
  std::string ToolVersion;

  FileReport totals() const;
  /// The files with the most work left first: unconverted references, then
  /// partial parses; otherwise in input order.
  std::vector<const FileReport *> filesByRemainingEffort() const;
  /// Converted references as a percentage of those found (100 when none).
  double conversionPercent() const;
  std::map<std::string, unsigned> findingsByRule() const;
};

enum class ReportFormat { Json, Markdown, Text, Csv, Sarif, Html };
std::optional<ReportFormat> parseReportFormat(llvm::StringRef Name);
/// From the extension of Path: .json, .md, .csv, .sarif, .html (or .htm),
/// otherwise text.
ReportFormat reportFormatForPath(llvm::StringRef Path);

void writeJsonReport(const ConvertReport &Report, llvm::raw_ostream &OS);
void writeMarkdownReport(const ConvertReport &Report, llvm::raw_ostream &OS);
void writeTextReport(const ConvertReport &Report, llvm::raw_ostream &OS);
void writeCsvReport(const ConvertReport &Report, llvm::raw_ostream &OS);
void writeSarifReport(const ConvertReport &Report, llvm::raw_ostream &OS);
void writeHtmlReport(const ConvertReport &Report, llvm::raw_ostream &OS);
void writeReport(const ConvertReport &Report, ReportFormat Format,
                 llvm::raw_ostream &OS);

} // namespace hipport

#endif
