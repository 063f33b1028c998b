//===- FileLint.cpp -------------------------------------------------------===//
#include "Driver/FileLint.h"
#include "Driver/UnitRunner.h"
#include "Rewrite/SourceClassifier.h"

using namespace hipport;

bool hipport::lintReports(const Finding &F, const ConvertOptions &Options) {
  return F.Rule != "hipport-header-not-written" && Options.ruleEnabled(F.Rule);
}

llvm::Expected<std::vector<Finding>>
hipport::lintFile(const JobSettings &Settings, llvm::StringRef File,
                  llvm::raw_ostream &Diag, bool *Rewrites) {
  auto Plan = planLintInputs({File.str()});
  if (!Plan)
    return Plan.takeError();
  JobSettings Job = Settings;
  Job.Options.ProjectRoots = Plan->ProjectRoots;
  Job.Options.ApplyFixes = false;
  MergedResult Merged = convertUnits(*Plan, Job, Diag);
  for (const auto &[Unit, Errors] : Merged.CompilerErrors)
    if (!Errors.empty() &&
        Errors.front() == "clang could not process this file")
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "clang could not process '" + File + "'");
  std::string Path = normalizePath(File);
  std::vector<Finding> Findings;
  for (const Finding &F : Merged.Findings)
    if (lintReports(F, Job.Options) && normalizePath(F.File) == Path)
      Findings.push_back(F);
  if (Rewrites) {
    // Convert applies every fix-it, of rules lint does not report too.
    auto It = Merged.Files.find(Path);
    *Rewrites =
        (It != Merged.Files.end() &&
         It->second.Edits.apply(It->second.Original) != It->second.Original) ||
        llvm::any_of(Merged.Findings, [&](const Finding &F) {
          return llvm::any_of(F.Fixes, [&](const FixIt &Fix) {
            return normalizePath(Fix.File) == Path;
          });
        });
  }
  return Findings;
}
