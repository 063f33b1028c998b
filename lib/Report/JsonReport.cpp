//===- JsonReport.cpp - The conversion report as JSON ---------------------===//
#include "Report/ConvertReport.h"
#include "Support/Utf8Text.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

using namespace hipport;

static llvm::json::Object countsOf(const FileReport &F) {
  return llvm::json::Object{{"references", F.ReferencesFound},
                            {"converted", F.Converted},
                            {"unsupported", F.Unsupported},
                            {"unmapped", F.Unmapped},
                            {"needs_newer_hip", F.NeedsNewerHip},
                            {"lines_changed", F.LinesChanged},
                            {"token_converted", F.TokenConverted},
                            {"number_of_findings", F.Findings}};
}

void hipport::writeJsonReport(const ConvertReport &Report,
                              llvm::raw_ostream &OS) {
  llvm::json::Array Files;
  for (const FileReport &F : Report.Files) {
    llvm::json::Object Entry = countsOf(F);
    Entry["input"] = jsonText(F.Input);
    Entry["output"] =
        F.Output.empty() ? llvm::json::Value(nullptr) : jsonText(F.Output);
    Entry["parse"] = F.Parse == ParseStatus::Full ? "full" : "partial";
    llvm::json::Array Errors;
    for (const std::string &E : F.CompilerErrors)
      Errors.push_back(jsonText(E));
    Entry["compiler_errors"] = std::move(Errors);
    llvm::json::Array Regions, Tokens;
    for (const std::string &R : F.TokenRegions)
      Regions.push_back(R);
    for (const TokenReference &T : F.TokenReferences)
      Tokens.push_back(llvm::json::Object{{"line", T.Line},
                                          {"column", T.Column},
                                          {"cuda", jsonText(T.Cuda)},
                                          {"converted", T.Converted}});
    Entry["token_regions"] = std::move(Regions);
    Entry["token_references"] = std::move(Tokens);
    Files.push_back(std::move(Entry));
  }
  llvm::json::Array Findings;
  for (const Finding &F : Report.Findings)
    Findings.push_back(llvm::json::Object{{"rule", F.Rule},
                                          {"severity", severityName(F.Level)},
                                          {"file", jsonText(F.File)},
                                          {"line", F.Line},
                                          {"column", F.Column},
                                          {"message", jsonText(F.Message)}});
  llvm::json::Array Kernels;
  for (const KernelReport &K : Report.Kernels)
    Kernels.push_back(llvm::json::Object{{"kernel", jsonText(K.Kernel)},
                                         {"file", jsonText(K.File)},
                                         {"line", K.Line},
                                         {"static_lds_bytes", K.StaticLds},
                                         {"dynamic_lds_bytes", K.DynamicLds}});
  llvm::json::Array Skipped;
  for (const SkippedFile &S : Report.Skipped)
    Skipped.push_back(
        llvm::json::Object{{"input", jsonText(S.Input)},
                           {"reason", jsonText(S.Reason)},
                           {"copied_unchanged", S.CopiedUnchanged}});
  llvm::json::Object ByRule;
  for (const auto &[Rule, Count] : Report.findingsByRule())
    ByRule[Rule] = Count;
  llvm::json::Object Totals = countsOf(Report.totals());
  Totals["conversion_percent"] = Report.conversionPercent();
  Totals["findings_by_rule"] = std::move(ByRule);
  Totals["files_copied"] = Report.FilesCopied;
  Totals["files_skipped"] = Report.Skipped.size();
  llvm::json::Object Root{{"tool", "hipport"},
                          {"hip_version", Report.HipVersion},
                          {"seconds", Report.Seconds},
                          {"units_parsed", Report.UnitsParsed},
                          {"units_reused", Report.UnitsReused},
                          {"totals", std::move(Totals)},
                          {"files", std::move(Files)},
                          {"skipped", std::move(Skipped)},
                          {"kernels", std::move(Kernels)},
                          {"findings", std::move(Findings)}};
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Root))) << "\n";
}
