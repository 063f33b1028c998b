//===- LintSession.cpp ----------------------------------------------------===//
#include "Driver/LintSession.h"
#include "Diagnostics/Baseline.h"
#include "Driver/UnitRunner.h"
#include "Rewrite/SourceClassifier.h"
#include "Support/AtomicFile.h"

using namespace hipport;

int hipport::runLint(const LintRequest &Request, const RuleCatalog &Rules,
                     llvm::raw_ostream &Diag) {
  auto Plan = planLintInputs(Request.Inputs);
  if (!Plan) {
    Diag << "hipport lint: error: " << llvm::toString(Plan.takeError()) << "\n";
    return ExitUsageError;
  }
  if (Request.ShardCount > 1) {
    // Files are planned in a sorted, stable order, so every job of a CI
    // matrix agrees on who takes which file.
    std::vector<PlannedFile> Mine;
    for (size_t I = 0; I < Plan->Files.size(); ++I)
      if (I % Request.ShardCount == Request.ShardIndex - 1)
        Mine.push_back(Plan->Files[I]);
    Plan->Files = std::move(Mine);
  }
  std::optional<Baseline> Accepted;
  if (!Request.BaselinePath.empty()) {
    auto Loaded = Baseline::load(Request.BaselinePath);
    if (!Loaded) {
      Diag << llvm::toString(Loaded.takeError()) << "\n";
      return ExitUsageError;
    }
    Accepted = std::move(*Loaded);
  }
  // Files that cannot be parsed (binary, not UTF-8, link loops) are not
  // linted; say so rather than pass over them in silence.
  for (const SkippedFile &S : Plan->Skipped)
    Diag << S.Input << ": warning: skipped: " << S.Reason
         << " [hipport-skipped-file]\n";
  JobSettings Job = Request.Job;
  Job.Options.ProjectRoots = Plan->ProjectRoots;
  Job.Options.ApplyFixes = false;
  MergedResult Merged = convertUnits(*Plan, Job, Diag);

  // Only the files asked about; headers outside the inputs are theirs.
  std::set<std::string> DisplayPaths, Planned;
  for (const PlannedFile &File : Plan->Files) {
    DisplayPaths.insert(File.Input);
    Planned.insert(File.Path);
  }
  std::vector<Finding> Findings;
  for (const Finding &F : Merged.Findings)
    if (F.Rule != "hipport-header-not-written" &&
        Job.Options.ruleEnabled(F.Rule) &&
        (DisplayPaths.count(F.File) || Planned.count(normalizePath(F.File))) &&
        !(Accepted && Accepted->absorbs(F)))
      Findings.push_back(F);
  if (!Request.WriteBaselinePath.empty())
    if (llvm::Error Err = writeFileAtomically(Request.WriteBaselinePath,
                                              Baseline::render(Findings))) {
      Diag << "hipport lint: error: " << llvm::toString(std::move(Err)) << "\n";
      return ExitUsageError;
    }

  FindingOutput Out{&Findings, &Rules, Request.RepositoryRoot,
                    Request.ToolVersion};
  std::vector<LintOutput> Outputs = Request.Outputs;
  if (Outputs.empty())
    Outputs.push_back({FindingFormat::Text, ""});
  for (const LintOutput &Output : Outputs) {
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    writeFindings(Output.Format, Out, OS);
    OS.flush();
    if (Output.Path.empty() || Output.Path == "-")
      llvm::outs() << Text;
    else if (llvm::Error Err = writeFileAtomically(Output.Path, Text)) {
      Diag << "hipport lint: error: " << llvm::toString(std::move(Err)) << "\n";
      return ExitUsageError;
    }
  }
  if (!Request.ExportFixes.empty()) {
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    writeExportFixes(Out, OS);
    OS.flush();
    if (llvm::Error Err = writeFileAtomically(Request.ExportFixes, Text)) {
      Diag << "hipport lint: error: " << llvm::toString(std::move(Err)) << "\n";
      return ExitUsageError;
    }
  }
  for (const auto &[File, Errors] : Merged.CompilerErrors)
    if (!Errors.empty() &&
        Errors.front() == "clang could not process this file")
      return ExitUsageError;
  if (!Request.FailOn)
    return 0;
  for (const Finding &F : Findings)
    if (!(F.Level < *Request.FailOn))
      return 1;
  return 0;
}
