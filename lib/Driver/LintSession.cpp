//===- LintSession.cpp ----------------------------------------------------===//
#include "Driver/LintSession.h"
#include "Diagnostics/Baseline.h"
#include "Driver/BuildFileUnits.h"
#include "Driver/DatabaseInputs.h"
#include "Driver/FileLint.h"
#include "Driver/IncludedFiles.h"
#include "Driver/UnitRunner.h"
#include "Rewrite/SourceClassifier.h"
#include "Support/AtomicFile.h"
#include <map>

using namespace hipport;

/// Findings in project headers that the inputs include but do not name
/// are the header's, reported when it is linted. Say how many there are, as
/// clang-tidy does for the warnings it suppresses, so that linting one file
/// does not look clean by leaving out the kernels of its header.
static void noteUnreportedHeaders(
    const std::map<std::string, std::vector<const Finding *>> &InOtherHeaders,
    llvm::raw_ostream &Diag) {
  for (const auto &[File, Findings] : InOtherHeaders) {
    size_t Errors = llvm::count_if(
        Findings, [](const Finding *F) { return F->Level == Severity::Error; });
    Diag << "hipport lint: note: " << File << ": " << Findings.size()
         << (Findings.size() == 1 ? " finding" : " findings");
    if (Errors)
      Diag << " (" << Errors << (Errors == 1 ? " error" : " errors") << ")";
    Diag << " in this project header, which the inputs include but do not "
            "name, not reported: lint it, or its directory, too\n";
  }
}

int hipport::runLint(const LintRequest &Request, const RuleCatalog &Rules,
                     llvm::raw_ostream &Diag) {
  JobSettings Job = Request.Job;
  auto Plan = planWithDatabase(
      Request.Inputs,
      [&](const std::vector<std::string> &Inputs) {
        return planLintInputs(Inputs, Request.Tree);
      },
      Job.Frontend, Diag);
  if (!Plan) {
    Diag << "hipport lint: error: " << llvm::toString(Plan.takeError()) << "\n";
    return ExitUsageError;
  }
  // The files other jobs of a CI matrix lint: a unit of this shard that
  // includes one of them does not report it again.
  std::set<std::string> OtherShards;
  if (Request.ShardCount > 1) {
    // Files are planned in a sorted, stable order, so every job of a CI
    // matrix agrees on who takes which file.
    for (std::vector<PlannedFile> *Files : {&Plan->Files, &Plan->BuildFiles}) {
      std::vector<PlannedFile> Mine;
      for (size_t I = 0; I < Files->size(); ++I)
        if (I % Request.ShardCount == Request.ShardIndex - 1)
          Mine.push_back((*Files)[I]);
        else
          OtherShards.insert((*Files)[I].Path);
      *Files = std::move(Mine);
    }
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
  Job.Options.ProjectRoots = Plan->ProjectRoots;
  Job.Options.ApplyFixes = false;
  MergedResult Merged = convertUnits(*Plan, Job, Diag);
  // A file a unit includes (a .c) is linted with the unit.
  addIncludedFiles(*Plan, Merged, /*Writes=*/false);
  llvm::erase_if(Plan->Files, [&](const PlannedFile &File) {
    return OtherShards.count(File.Path);
  });
  if (llvm::Error Err =
          addBuildFiles(*Plan, /*Rewrite=*/false, Job.Options, Merged, Diag)) {
    Diag << "hipport lint: error: " << llvm::toString(std::move(Err)) << "\n";
    return ExitUsageError;
  }

  // Only the files asked about; headers outside the inputs are theirs.
  std::set<std::string> DisplayPaths, Planned;
  for (const std::vector<PlannedFile> *Files :
       {&Plan->Files, &Plan->BuildFiles})
    for (const PlannedFile &File : *Files) {
      DisplayPaths.insert(File.Input);
      Planned.insert(File.Path);
    }
  // Files that cannot be parsed (binary, not UTF-8, link loops) are not
  // linted: they are findings, so a CI gate does not pass over them.
  for (const SkippedFile &S : Plan->Skipped) {
    Merged.Findings.insert(S.asFinding());
    DisplayPaths.insert(S.Input);
  }
  std::vector<Finding> Findings;
  std::map<std::string, std::vector<const Finding *>> InOtherHeaders;
  for (const Finding &F : Merged.Findings) {
    if (!lintReports(F, Job.Options) || (Accepted && Accepted->absorbs(F)))
      continue;
    if (DisplayPaths.count(F.File) || Planned.count(normalizePath(F.File)))
      Findings.push_back(F);
    else if (!OtherShards.count(normalizePath(F.File)))
      InOtherHeaders[F.File].push_back(&F);
  }
  noteUnreportedHeaders(InOtherHeaders, Diag);
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
