//===- ConvertReport.cpp --------------------------------------------------===//
#include "Report/ConvertReport.h"
#include "Support/Utf8Text.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace hipport;

FileReport ConvertReport::totals() const {
  FileReport Sum;
  Sum.Input = "total";
  for (const FileReport &F : Files) {
    Sum.ReferencesFound += F.ReferencesFound;
    Sum.Converted += F.Converted;
    Sum.Unsupported += F.Unsupported;
    Sum.Unmapped += F.Unmapped;
    Sum.NeedsNewerHip += F.NeedsNewerHip;
    Sum.LinesChanged += F.LinesChanged;
    Sum.TokenConverted += F.TokenConverted;
    Sum.Findings += F.Findings;
    if (F.Parse == ParseStatus::Partial)
      Sum.Parse = ParseStatus::Partial;
  }
  return Sum;
}

std::vector<const FileReport *> ConvertReport::filesByRemainingEffort() const {
  std::vector<const FileReport *> Order;
  for (const FileReport &F : Files)
    Order.push_back(&F);
  std::stable_sort(Order.begin(), Order.end(),
                   [](const FileReport *A, const FileReport *B) {
                     if (A->unconverted() != B->unconverted())
                       return A->unconverted() > B->unconverted();
                     return A->Parse == ParseStatus::Partial &&
                            B->Parse == ParseStatus::Full;
                   });
  return Order;
}

double ConvertReport::conversionPercent() const {
  FileReport Sum = totals();
  if (Sum.ReferencesFound == 0)
    return 100.0;
  return 100.0 * Sum.Converted / Sum.ReferencesFound;
}

std::map<std::string, unsigned> ConvertReport::findingsByRule() const {
  std::map<std::string, unsigned> Counts;
  for (const Finding &F : Findings)
    ++Counts[F.Rule];
  return Counts;
}

std::optional<ReportFormat> hipport::parseReportFormat(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<ReportFormat>>(Name)
      .Case("json", ReportFormat::Json)
      .Cases("md", "markdown", ReportFormat::Markdown)
      .Case("text", ReportFormat::Text)
      .Case("csv", ReportFormat::Csv)
      .Case("sarif", ReportFormat::Sarif)
      .Case("html", ReportFormat::Html)
      .Default(std::nullopt);
}

ReportFormat hipport::reportFormatForPath(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  if (Ext == ".json")
    return ReportFormat::Json;
  if (Ext == ".md")
    return ReportFormat::Markdown;
  if (Ext == ".csv")
    return ReportFormat::Csv;
  if (Ext == ".sarif")
    return ReportFormat::Sarif;
  if (Ext == ".html" || Ext == ".htm")
    return ReportFormat::Html;
  return ReportFormat::Text;
}

/// The formats a person reads render to text first: the paths and messages
/// they quote may hold bytes that are not UTF-8 (a Latin-1 file name), and
/// the whole page is made valid UTF-8 at once. JSON and SARIF escape each
/// string themselves, where a backslash needs escaping too.
static void writeAsValidUtf8(const ConvertReport &Report, llvm::raw_ostream &OS,
                             void (*Writer)(const ConvertReport &,
                                            llvm::raw_ostream &)) {
  std::string Text;
  llvm::raw_string_ostream Rendered(Text);
  Writer(Report, Rendered);
  OS << validUtf8(Rendered.str());
}

void hipport::writeReport(const ConvertReport &Report, ReportFormat Format,
                          llvm::raw_ostream &OS) {
  switch (Format) {
  case ReportFormat::Json:
    return writeJsonReport(Report, OS);
  case ReportFormat::Markdown:
    return writeAsValidUtf8(Report, OS, writeMarkdownReport);
  case ReportFormat::Text:
    return writeAsValidUtf8(Report, OS, writeTextReport);
  case ReportFormat::Csv:
    return writeAsValidUtf8(Report, OS, writeCsvReport);
  case ReportFormat::Sarif:
    return writeSarifReport(Report, OS);
  case ReportFormat::Html:
    return writeAsValidUtf8(Report, OS, writeHtmlReport);
  }
}

Finding SkippedFile::asFinding() const {
  Finding F;
  F.Rule = "hipport-skipped-file";
  F.File = Input;
  F.Message = CopiedUnchanged ? "not converted: " + description()
                              : "skipped: " + Reason;
  return F;
}

std::string SkippedFile::description() const {
  return CopiedUnchanged ? Reason + "; copied unchanged" : Reason;
}
