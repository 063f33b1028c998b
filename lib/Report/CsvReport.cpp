//===- CsvReport.cpp - The conversion report for spreadsheets -------------===//
//
// RFC 4180: one record per line, CRLF line ends, a field quoted when it holds
// a comma, a quote or a line break, and quotes inside it doubled.
//
//===----------------------------------------------------------------------===//
#include "Report/ConvertReport.h"

using namespace hipport;

static std::string csvField(llvm::StringRef Text) {
  if (Text.find_first_of(",\"\r\n") == llvm::StringRef::npos)
    return Text.str();
  std::string Out = "\"";
  for (char C : Text) {
    if (C == '"')
      Out += '"';
    Out += C;
  }
  return Out + "\"";
}

static void writeRecord(llvm::raw_ostream &OS,
                        std::initializer_list<std::string> Fields) {
  bool First = true;
  for (const std::string &Field : Fields) {
    OS << (First ? "" : ",") << csvField(Field);
    First = false;
  }
  OS << "\r\n";
}

static void writeCounts(llvm::raw_ostream &OS, llvm::StringRef Kind,
                        const FileReport &F, llvm::StringRef Copied) {
  auto N = [](unsigned V) { return std::to_string(V); };
  writeRecord(OS, {Kind.str(), F.Input, F.Output,
                   F.Parse == ParseStatus::Full ? "full" : "partial",
                   N(F.ReferencesFound), N(F.Converted), N(F.Unsupported),
                   N(F.Unmapped), N(F.NeedsNewerHip), N(F.LinesChanged),
                   N(F.Findings), "", Copied.str()});
}

void hipport::writeCsvReport(const ConvertReport &Report,
                             llvm::raw_ostream &OS) {
  writeRecord(OS, {"kind", "input", "output", "parse", "references",
                   "converted", "unsupported", "unmapped", "needs_newer_hip",
                   "lines_changed", "findings", "reason", "files_copied"});
  for (const FileReport &F : Report.Files)
    writeCounts(OS, "file", F, "");
  for (const SkippedFile &S : Report.Skipped)
    writeRecord(OS, {"skipped", S.Input, "", "", "", "", "", "", "", "", "",
                     S.description(), ""});
  writeCounts(OS, "total", Report.totals(), std::to_string(Report.FilesCopied));
}
