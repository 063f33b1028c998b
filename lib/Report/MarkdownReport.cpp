//===- MarkdownReport.cpp - The conversion report for a person ------------===//
#include "Report/ConvertReport.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include <algorithm>

using namespace hipport;

void hipport::writeMarkdownReport(const ConvertReport &Report,
                                  llvm::raw_ostream &OS) {
  FileReport Sum = Report.totals();
  OS << "# hipport conversion report\n\n";
  OS << "Target: HIP " << Report.HipVersion << ". " << Report.Files.size()
     << " files, " << Sum.ReferencesFound << " CUDA references, "
     << Sum.Converted << " converted ("
     << llvm::format("%.1f", Report.conversionPercent()) << "%), "
     << Sum.unconverted() << " left for a person.";
  if (Report.FilesCopied)
    OS << " " << Report.FilesCopied << " other files copied.";
  if (!Report.Skipped.empty())
    OS << " **" << Report.Skipped.size() << " files skipped.**";
  OS << "\n\n";
  OS << "| file | parse | references | converted | unsupported | unmapped "
        "| lines changed |\n";
  OS << "| --- | --- | ---: | ---: | ---: | ---: | ---: |\n";
  std::vector<const FileReport *> Order = Report.filesByRemainingEffort();
  for (const FileReport *F : Order)
    OS << "| " << F->Input << " | "
       << (F->Parse == ParseStatus::Full ? "full" : "**partial**") << " | "
       << F->ReferencesFound << " | " << F->Converted << " | " << F->Unsupported
       << " | " << F->Unmapped << " | " << F->LinesChanged << " |\n";
  bool AnyTokens = false;
  for (const FileReport *F : Order)
    AnyTokens |= !F->TokenRegions.empty();
  if (AnyTokens) {
    OS << "\n## Converted by tokens\n\nCode clang did not parse (branches "
          "not taken, macros never expanded, code with errors) was converted "
          "by name, without resolving declarations.\n\n"
          "| file | references converted by tokens | lines |\n"
          "| --- | ---: | --- |\n";
    for (const FileReport *F : Order)
      if (!F->TokenRegions.empty())
        OS << "| " << F->Input << " | " << F->TokenConverted << " | "
           << llvm::join(F->TokenRegions, ", ") << " |\n";
  }
  if (!Report.Skipped.empty()) {
    OS << "\n## Skipped files\n\n| file | reason |\n| --- | --- |\n";
    for (const SkippedFile &S : Report.Skipped)
      OS << "| " << S.Input << " | " << S.description() << " |\n";
  }
  if (!Report.Kernels.empty()) {
    OS << "\n## LDS (shared memory) per kernel\n\n"
          "| kernel | where | static bytes | dynamic bytes |\n"
          "| --- | --- | ---: | ---: |\n";
    for (const KernelReport &K : Report.Kernels)
      OS << "| `" << K.Kernel << "` | " << K.File << ":" << K.Line << " | "
         << K.StaticLds << " | " << K.DynamicLds << " |\n";
  }
  std::map<std::string, unsigned> ByRule = Report.findingsByRule();
  if (!ByRule.empty()) {
    OS << "\n## Findings by rule\n\n| rule | count |\n| --- | ---: |\n";
    for (const auto &[Rule, Count] : ByRule)
      OS << "| " << Rule << " | " << Count << " |\n";
    OS << "\n## Findings\n\n";
    for (const Finding &F : Report.Findings)
      OS << "- `" << F.File << ":" << F.Line << ":" << F.Column << "` "
         << severityName(F.Level) << ": " << F.Message << " (" << F.Rule
         << ")\n";
  }
}
