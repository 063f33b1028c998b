//===- UnitRunner.cpp -----------------------------------------------------===//
#include "Driver/UnitRunner.h"
#include "Frontend/Prologue.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <optional>

using namespace hipport;

namespace {

struct UnitOutcome {
  std::optional<ConversionResult> Result;
  std::string Error;
};

/// The command and leading system includes of each file, for
/// planPrologues().
std::vector<UnitPrologue>
describePrologues(const std::vector<const PlannedFile *> &Files,
                  const JobSettings &Job) {
  std::vector<UnitPrologue> Units(Files.size());
  for (size_t I = 0; I < Files.size(); ++I) {
    Units[I].Command = buildCompileCommand(Job.Frontend, Files[I]->Input);
    Units[I].Command.pop_back();
    Units[I].Prologue =
        scanPrologue(Files[I]->Path, includeSearchFromArgs(Units[I].Command));
  }
  return Units;
}

/// Converts Files in parallel; the outcomes come back in input order, so
/// the merge (and every output) is the same whatever the number of jobs.
std::vector<UnitOutcome> runAll(const std::vector<const PlannedFile *> &Files,
                                const JobSettings &Job,
                                PrologueCache &Prologues) {
  std::vector<UnitOutcome> Outcomes(Files.size());
  std::vector<UnitPrologue> Units;
  if (Job.Prologue != PrologueMode::Never)
    Units = describePrologues(Files, Job);
  auto Chosen = planPrologues(Units, Job.Prologue, Prologues);
  Chosen.resize(Files.size());
  auto Run = [&](size_t I) {
    std::shared_ptr<const PrecompiledPrologue> Pch;
    if (Chosen[I])
      Pch = precompiledPrologueFor(Units[I], *Chosen[I], Prologues);
    auto Result =
        convertTranslationUnit(Job, Files[I]->Input, Pch ? Pch->Path : "");
    if (Result)
      Outcomes[I].Result = std::move(*Result);
    else
      Outcomes[I].Error = llvm::toString(Result.takeError());
  };
  unsigned Threads =
      Job.Jobs ? Job.Jobs : llvm::hardware_concurrency().compute_thread_count();
  if (Threads <= 1 || Files.size() <= 1) {
    for (size_t I = 0; I < Files.size(); ++I)
      Run(I);
    return Outcomes;
  }
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Threads));
  for (size_t I = 0; I < Files.size(); ++I)
    Pool.async([&Run, I] { Run(I); });
  Pool.wait();
  return Outcomes;
}

} // namespace

MergedResult hipport::convertUnits(const InputPlan &Plan,
                                   const JobSettings &Job,
                                   llvm::raw_ostream &Diag) {
  MergedResult Merged;
  PrologueCache Prologues(Job.Prologue == PrologueMode::Never ? ""
                                                              : Job.CacheDir);
  for (bool Headers : {false, true}) {
    std::vector<const PlannedFile *> Wanted;
    for (const PlannedFile &File : Plan.Files)
      if (Headers ? !File.IsTranslationUnit && !Merged.Seen.count(File.Path)
                  : File.IsTranslationUnit)
        Wanted.push_back(&File);
    std::vector<UnitOutcome> Outcomes = runAll(Wanted, Job, Prologues);
    for (size_t I = 0; I < Wanted.size(); ++I) {
      UnitOutcome &Outcome = Outcomes[I];
      if (!Outcome.Result) {
        Diag << "hipport: error: " << Outcome.Error << "\n";
        Merged.CompilerErrors[Wanted[I]->Path].push_back(
            "clang could not process this file");
        continue;
      }
      Diag << Outcome.Result->CompilerOutput;
      Merged.add(Wanted[I]->Path, std::move(*Outcome.Result));
    }
  }
  return Merged;
}
