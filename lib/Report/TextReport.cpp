//===- TextReport.cpp - A short summary for terminals and logs ------------===//
#include "Report/ConvertReport.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

using namespace hipport;

void hipport::writeTextReport(const ConvertReport &Report,
                              llvm::raw_ostream &OS) {
  for (const FileReport &F : Report.Files)
    OS << F.Input << ": "
       << (F.Parse == ParseStatus::Full ? "converted" : "partial") << ", "
       << F.ReferencesFound << " references, " << F.Converted << " converted, "
       << F.unconverted() << " unconverted, " << F.LinesChanged
       << " lines changed"
       << (F.TokenRegions.empty() ? std::string()
                                  : "; " + std::to_string(F.TokenConverted) +
                                        " converted by tokens in lines " +
                                        llvm::join(F.TokenRegions, ", "))
       << "\n";
  for (const SkippedFile &S : Report.Skipped)
    OS << S.Input << (S.CopiedUnchanged ? ": not converted, " : ": skipped, ")
       << S.description() << "\n";
  FileReport Sum = Report.totals();
  OS << "total: " << Report.Files.size() << " files, " << Sum.ReferencesFound
     << " references, " << Sum.Converted << " converted ("
     << llvm::format("%.1f", Report.conversionPercent()) << "%), "
     << Sum.unconverted() << " unconverted, " << Report.Findings.size()
     << " findings";
  if (Report.FilesCopied)
    OS << ", " << Report.FilesCopied << " files copied";
  if (!Report.Skipped.empty())
    OS << ", " << Report.Skipped.size() << " files skipped";
  OS << "\n";
}
