//===- UnitRunner.cpp -----------------------------------------------------===//
#include "Driver/UnitRunner.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <algorithm>
#include <optional>

using namespace hipport;

namespace {

struct UnitOutcome {
  std::optional<ConversionResult> Result;
  std::string Error;
};

/// Converts Files in parallel; the outcomes come back in input order, so
/// the merge (and every output) is the same whatever the number of jobs.
std::vector<UnitOutcome> runAll(const std::vector<const PlannedFile *> &Files,
                                const JobSettings &Job,
                                ProgressLine *Progress) {
  std::vector<UnitOutcome> Outcomes(Files.size());
  auto Run = [&](size_t I) {
    auto Result = convertTranslationUnit(Job, Files[I]->Input);
    bool Failed = !Result || !Result->ParsedCleanly;
    if (Result)
      Outcomes[I].Result = std::move(*Result);
    else
      Outcomes[I].Error = llvm::toString(Result.takeError());
    if (Progress)
      Progress->advance(1, Failed);
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
                                   llvm::raw_ostream &Diag,
                                   ProgressLine *Progress) {
  MergedResult Merged;
  for (bool Headers : {false, true}) {
    std::vector<const PlannedFile *> Wanted;
    for (const PlannedFile &File : Plan.Files)
      if (Headers ? !File.IsTranslationUnit && !Merged.Seen.count(File.Path)
                  : File.IsTranslationUnit)
        Wanted.push_back(&File);
    if (Headers && Progress) // Converted with the units that include them.
      Progress->advance(std::count_if(
          Plan.Files.begin(), Plan.Files.end(), [&](const PlannedFile &F) {
            return !F.IsTranslationUnit && Merged.Seen.count(F.Path);
          }));
    std::vector<UnitOutcome> Outcomes = runAll(Wanted, Job, Progress);
    if (Progress)
      Progress->clear();
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
