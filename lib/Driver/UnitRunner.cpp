//===- UnitRunner.cpp -----------------------------------------------------===//
#include "Driver/UnitRunner.h"
#include "Driver/ResultCache.h"
#include "Frontend/Prologue.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <algorithm>
#include <map>
#include <optional>
#include <set>

using namespace hipport;

namespace {

struct UnitOutcome {
  std::optional<ConversionResult> Result;
  std::string Error;
  bool Reused = false;
};

/// Each file's clang command line, without the file.
std::vector<std::vector<std::string>>
commandsOf(const std::vector<const PlannedFile *> &Files,
           const JobSettings &Job) {
  std::vector<std::vector<std::string>> Commands;
  for (const PlannedFile *File : Files) {
    Commands.push_back(buildCompileCommand(Job.Frontend, File->Input));
    Commands.back().pop_back();
  }
  return Commands;
}

/// Converts Files in parallel; the outcomes come back in input order, so
/// the merge (and every output) is the same whatever the number of jobs.
/// Units whose files have not changed since an earlier run take that run's
/// result from Results.
std::vector<UnitOutcome> runAll(const std::vector<const PlannedFile *> &Files,
                                const JobSettings &Job,
                                PrologueCache &Prologues,
                                const ResultCache &Results,
                                ProgressLine *Progress) {
  std::vector<UnitOutcome> Outcomes(Files.size());
  std::vector<std::vector<std::string>> Commands = commandsOf(Files, Job);
  std::vector<size_t> ToParse;
  for (size_t I = 0; I < Files.size(); ++I) {
    if (auto Cached = Results.load(Commands[I], Files[I]->Input,
                                   Job.Prologue != PrologueMode::Never)) {
      if (Progress)
        Progress->advance(1, !Cached->ParsedCleanly);
      Outcomes[I].Result = std::move(*Cached);
      Outcomes[I].Reused = true;
    } else {
      ToParse.push_back(I);
    }
  }

  std::vector<UnitPrologue> Units(ToParse.size());
  if (Job.Prologue != PrologueMode::Never)
    for (size_t K = 0; K < ToParse.size(); ++K) {
      Units[K].Command = Commands[ToParse[K]];
      Units[K].Prologue = scanPrologue(Files[ToParse[K]]->Path,
                                       includeSearchFromArgs(Units[K].Command));
    }
  auto Chosen = planPrologues(Units, Job.Prologue, Prologues);

  auto Run = [&](size_t K) {
    size_t I = ToParse[K];
    std::shared_ptr<const PrecompiledPrologue> Pch;
    if (Chosen[K])
      Pch = precompiledPrologueFor(Units[K], *Chosen[K], Prologues);
    std::vector<FileStamp> Inputs;
    bool UsedPrologue = false;
    auto Result = convertTranslationUnit(
        Job, Files[I]->Input, Pch ? Pch->Path : "",
        Pch && prologueLeadsUnit(Units[K], *Pch), &Inputs, &UsedPrologue);
    if (Progress)
      Progress->advance(1, !Result || !Result->ParsedCleanly);
    if (!Result) {
      Outcomes[I].Error = llvm::toString(Result.takeError());
      return;
    }
    if (UsedPrologue)
      Inputs.insert(Inputs.end(), Pch->Inputs.begin(), Pch->Inputs.end());
    Results.store(Commands[I], Files[I]->Input, UsedPrologue, *Result, Inputs);
    Outcomes[I].Result = std::move(*Result);
  };
  unsigned Threads =
      Job.Jobs ? Job.Jobs : llvm::hardware_concurrency().compute_thread_count();
  if (Threads <= 1 || ToParse.size() <= 1) {
    for (size_t K = 0; K < ToParse.size(); ++K)
      Run(K);
    return Outcomes;
  }
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Threads));
  for (size_t K = 0; K < ToParse.size(); ++K)
    Pool.async([&Run, K] { Run(K); });
  Pool.wait();
  return Outcomes;
}

using SiteKey = std::pair<std::string, unsigned>;

/// The file name of a unit, for messages.
std::string unitName(const PlannedFile &File) {
  llvm::StringRef Path = File.Path;
  return Path.substr(Path.find_last_of('/') + 1).str();
}

/// The tree-wide decision about warp sites in shared headers (a map over
/// the units' facts, then a reduce): a unit whose port respells a header's
/// site that another unit uses, right as written, in consistent 32-lane
/// groups is converted again with that site kept, so its assumption is
/// reported as needing a hand port (naming the other unit) rather than
/// fixed into a header that breaks the other. Repeated until no unit
/// respells a kept site: a unit converted again keeps all its sites, which
/// may keep a site a third unit respelled. The outcome depends on the set
/// of units only, not on their order, the number of jobs or the cache.
void settleSharedWarpSites(const std::vector<const PlannedFile *> &Files,
                           std::vector<UnitOutcome> &Outcomes,
                           const JobSettings &Job, PrologueCache &Prologues) {
  std::map<SiteKey, std::string> Kept = Job.Options.TreeKeptWarpSites;
  for (size_t Round = 0; Round <= Files.size(); ++Round) {
    std::map<SiteKey, std::set<size_t>> KeptBy;
    for (size_t I = 0; I < Files.size(); ++I)
      if (Outcomes[I].Result)
        for (const SharedWarpSite &S : Outcomes[I].Result->SharedWarpSites)
          if (!S.Respelled)
            KeptBy[{S.Path, S.Offset}].insert(I);
    std::vector<size_t> Again;
    for (size_t I = 0; I < Files.size(); ++I) {
      if (!Outcomes[I].Result)
        continue;
      bool Redo = false;
      for (const SharedWarpSite &S : Outcomes[I].Result->SharedWarpSites) {
        if (!S.Respelled)
          continue;
        SiteKey Key{S.Path, S.Offset};
        auto Users = KeptBy.find(Key);
        if (Users != KeptBy.end())
          for (size_t Unit : Users->second)
            if (Unit != I) {
              Kept.emplace(Key, "the unit " + unitName(*Files[Unit]));
              Redo = true;
            }
        Redo |= Kept.count(Key) != 0;
      }
      if (Redo)
        Again.push_back(I);
    }
    if (Again.empty())
      return;
    JobSettings Keeping = Job;
    Keeping.Options.TreeKeptWarpSites = Kept;
    // Not stored: the result depends on the rest of the tree.
    ResultCache Uncached("", "");
    std::vector<const PlannedFile *> Subset;
    for (size_t I : Again)
      Subset.push_back(Files[I]);
    std::vector<UnitOutcome> Redone =
        runAll(Subset, Keeping, Prologues, Uncached, nullptr);
    for (size_t K = 0; K < Again.size(); ++K) {
      Redone[K].Reused = Outcomes[Again[K]].Reused;
      Outcomes[Again[K]] = std::move(Redone[K]);
    }
  }
}

} // namespace

MergedResult hipport::convertUnits(const InputPlan &Plan,
                                   const JobSettings &Job,
                                   llvm::raw_ostream &Diag,
                                   ProgressLine *Progress) {
  MergedResult Merged;
  PrologueCache Prologues(Job.Prologue == PrologueMode::Never ? ""
                                                              : Job.CacheDir);
  std::optional<std::string> Key;
  if (Job.ReuseResults)
    Key = runKey(Job);
  ResultCache Results(Key ? Job.CacheDir : "", Key.value_or(""));
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
    std::vector<UnitOutcome> Outcomes =
        runAll(Wanted, Job, Prologues, Results, Progress);
    if (!Headers)
      settleSharedWarpSites(Wanted, Outcomes, Job, Prologues);
    if (Progress)
      Progress->clear();
    for (const std::string &Note : Prologues.takeNotes())
      Diag << "hipport: note: " << Note << "\n";
    for (size_t I = 0; I < Wanted.size(); ++I) {
      UnitOutcome &Outcome = Outcomes[I];
      if (!Outcome.Result) {
        Diag << "hipport: error: " << Outcome.Error << "\n";
        Merged.CompilerErrors[Wanted[I]->Path].push_back(
            "clang could not process this file");
        continue;
      }
      ++(Outcome.Reused ? Merged.UnitsReused : Merged.UnitsParsed);
      Diag << Outcome.Result->CompilerOutput;
      Merged.add(Wanted[I]->Path, std::move(*Outcome.Result));
    }
  }
  Merged.includeHipRuntimeFirst();
  return Merged;
}
