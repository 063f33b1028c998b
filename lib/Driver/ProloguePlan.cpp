//===- ProloguePlan.cpp ---------------------------------------------------===//
#include "Driver/ProloguePlan.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <map>
#include <numeric>
#include <set>

using namespace hipport;

namespace {

/// A set of headers, as sorted header numbers.
using HeaderSet = std::vector<unsigned>;

bool contains(const HeaderSet &Outer, const HeaderSet &Inner) {
  return std::includes(Outer.begin(), Outer.end(), Inner.begin(), Inner.end());
}

HeaderSet intersect(const HeaderSet &A, const HeaderSet &B) {
  HeaderSet Common;
  std::set_intersection(A.begin(), A.end(), B.begin(), B.end(),
                        std::back_inserter(Common));
  return Common;
}

/// Plans the units of one command line.
class GroupPlanner {
public:
  GroupPlanner(const std::vector<UnitPrologue> &Units,
               const std::vector<size_t> &Members)
      : Units(Units), Members(Members) {
    for (size_t U : Members) {
      HeaderSet Set;
      for (const std::string &H : Units[U].Prologue.Headers)
        Set.push_back(Numbers.try_emplace(H, Numbers.size()).first->second);
      llvm::sort(Set);
      Set.erase(std::unique(Set.begin(), Set.end()), Set.end());
      Sets.push_back(std::move(Set));
    }
  }

  /// For each member, the shared set chosen for it, if any.
  std::vector<std::optional<HeaderSet>> plan() const {
    // Candidates: every unit's set and the pairwise intersections of the
    // distinct ones, largest first.
    std::set<HeaderSet> Distinct(Sets.begin(), Sets.end());
    std::set<HeaderSet> Candidates = Distinct;
    for (auto A = Distinct.begin(); A != Distinct.end(); ++A)
      for (auto B = std::next(A); B != Distinct.end(); ++B)
        Candidates.insert(intersect(*A, *B));
    // Only sets two units contain can be shared.
    std::vector<HeaderSet> Ordered;
    for (const HeaderSet &C : Candidates)
      if (llvm::count_if(
              Sets, [&](const HeaderSet &S) { return contains(S, C); }) >= 2)
        Ordered.push_back(C);
    std::stable_sort(Ordered.begin(), Ordered.end(),
                     [](const HeaderSet &A, const HeaderSet &B) {
                       return A.size() > B.size();
                     });
    // Each unit takes the largest candidate it contains that another unit
    // takes too; a candidate only one unit would take is dropped, and its
    // unit tries the next.
    std::set<HeaderSet> Dropped;
    std::vector<std::optional<HeaderSet>> Chosen;
    while (true) {
      Chosen.assign(Sets.size(), std::nullopt);
      std::map<HeaderSet, unsigned> Takers;
      for (size_t I = 0; I < Sets.size(); ++I)
        for (const HeaderSet &C : Ordered)
          if (!Dropped.count(C) && contains(Sets[I], C)) {
            Chosen[I] = C;
            ++Takers[C];
            break;
          }
      bool Changed = false;
      for (const auto &[C, Count] : Takers)
        if (Count < 2 && !C.empty())
          Changed |= Dropped.insert(C).second;
      if (!Changed)
        break;
    }
    return Chosen;
  }

  /// The headers of Set in the order of the first member that has them all.
  std::vector<std::string> spell(const HeaderSet &Set) const {
    for (size_t I = 0; I < Sets.size(); ++I) {
      if (!contains(Sets[I], Set))
        continue;
      std::vector<std::string> Headers;
      std::set<std::string> Done;
      for (const std::string &H : Units[Members[I]].Prologue.Headers)
        if (std::binary_search(Set.begin(), Set.end(), Numbers.at(H)) &&
            Done.insert(H).second)
          Headers.push_back(H);
      return Headers;
    }
    return {};
  }

private:
  const std::vector<UnitPrologue> &Units;
  const std::vector<size_t> &Members;
  std::map<std::string, unsigned> Numbers;
  std::vector<HeaderSet> Sets;
};

std::string commandKey(const std::vector<std::string> &Command) {
  std::string Key;
  for (const std::string &Arg : Command)
    Key += Arg + '\0';
  return Key;
}

/// For a unit alone in its run: the heaviest prologue built for its
/// command that worthReusing accepts, or its whole prologue.
std::vector<std::string> reusedOrWhole(const UnitPrologue &Unit,
                                       const PrologueCache &Cache) {
  std::vector<BuiltPrologue> Built = Cache.builtFor(Unit.Command);
  std::set<std::string> Wanted(Unit.Prologue.Headers.begin(),
                               Unit.Prologue.Headers.end());
  std::vector<std::pair<uint64_t, const BuiltPrologue *>> Candidates;
  for (const BuiltPrologue &B : Built)
    if (llvm::all_of(B.Headers,
                     [&](const std::string &H) { return Wanted.count(H); }))
      Candidates.push_back({std::accumulate(B.HeaderBytes.begin(),
                                            B.HeaderBytes.end(), B.BaseBytes),
                            &B});
  std::stable_sort(
      Candidates.begin(), Candidates.end(),
      [](const auto &A, const auto &B) { return A.first > B.first; });
  for (const auto &[Weight, B] : Candidates)
    if (auto Inputs = Cache.cachedInputs(Unit.Command, B->Headers))
      if (worthReusing(Unit.Prologue.Headers, *B, Built, *Inputs))
        return B->Headers;
  return Unit.Prologue.Headers;
}

} // namespace

bool hipport::worthReusing(const std::vector<std::string> &Headers,
                           const BuiltPrologue &Candidate,
                           const std::vector<BuiltPrologue> &Built,
                           llvm::ArrayRef<FileStamp> CandidateInputs) {
  // What each header weighs: the most any prologue recorded for it (a file
  // that several headers include is counted under the first).
  std::map<std::string, uint64_t> Weight;
  uint64_t Total = 0;
  for (const BuiltPrologue &B : Built) {
    Total = std::max(Total, B.BaseBytes);
    for (size_t I = 0; I < B.Headers.size() && I < B.HeaderBytes.size(); ++I)
      Weight[B.Headers[I]] = std::max(Weight[B.Headers[I]], B.HeaderBytes[I]);
  }
  std::set<std::string> Held(Candidate.Headers.begin(),
                             Candidate.Headers.end());
  uint64_t Lacking = 0;
  for (const std::string &H :
       std::set<std::string>(Headers.begin(), Headers.end())) {
    auto It = Weight.find(H);
    uint64_t W = It == Weight.end() ? 0 : It->second;
    Total += W;
    if (Held.count(H))
      continue;
    bool AlreadyRead = llvm::any_of(CandidateInputs, [&](const FileStamp &F) {
      return llvm::StringRef(F.Path).ends_with("/" + H);
    });
    if (AlreadyRead)
      continue;
    if (It == Weight.end())
      return false;
    Lacking += W;
  }
  return Lacking * 10 <= Total;
}

std::vector<std::optional<std::vector<std::string>>>
hipport::planPrologues(const std::vector<UnitPrologue> &Units,
                       PrologueMode Mode, const PrologueCache &Cache) {
  std::vector<std::optional<std::vector<std::string>>> Chosen(Units.size());
  if (Mode == PrologueMode::Never)
    return Chosen;
  std::map<std::string, std::vector<size_t>> Groups;
  for (size_t I = 0; I < Units.size(); ++I)
    if (argumentsAllowPrologue(Units[I].Command))
      Groups[commandKey(Units[I].Command)].push_back(I);
  // A run of one unit (a build system, an editor or a CI job converting a
  // file at a time) shares with nobody in the run, but with the processes
  // that convert files with the same flags: it takes a prologue one of them
  // built when that holds nearly all of its headers' weight (the Thrust
  // headers, say, without <vector>), and otherwise precompiles its whole
  // prologue into the cache for the next ones. Building one costs about
  // half a parse of the unit more than parsing without it.
  bool Alone = Units.size() == 1;
  for (const auto &[Key, Members] : Groups) {
    GroupPlanner Planner(Units, Members);
    std::vector<std::optional<HeaderSet>> Sets = Planner.plan();
    for (size_t I = 0; I < Members.size(); ++I) {
      const UnitPrologue &Unit = Units[Members[I]];
      const std::vector<std::string> &Whole = Unit.Prologue.Headers;
      if (Mode == PrologueMode::Always || Cache.isCached(Unit.Command, Whole))
        Chosen[Members[I]] = Whole;
      else if (Alone)
        Chosen[Members[I]] = reusedOrWhole(Unit, Cache);
      else if (Sets[I])
        Chosen[Members[I]] = Planner.spell(*Sets[I]);
    }
  }
  return Chosen;
}

std::shared_ptr<const PrecompiledPrologue>
hipport::precompiledPrologueFor(const UnitPrologue &Unit,
                                const std::vector<std::string> &Headers,
                                PrologueCache &Cache) {
  auto Pch = Cache.get(Unit.Command, Headers);
  if (!Pch)
    return Pch;
  // The macros defined before the last of Headers in the unit.
  const Prologue &P = Unit.Prologue;
  size_t Last = 0;
  for (size_t I = 0; I < P.Headers.size(); ++I)
    if (llvm::is_contained(Headers, P.Headers[I]))
      Last = I;
  auto Macros = llvm::ArrayRef(P.Macros).take_front(
      P.MacrosBefore.empty() ? 0 : P.MacrosBefore[Last]);
  if (llvm::none_of(Macros,
                    [&](const std::string &M) { return Pch->spells(M); }))
    return Pch;
  auto Safe = llvm::ArrayRef(P.Headers).take_front(P.headersBeforeAnyMacro());
  return Cache.get(Unit.Command, Safe);
}

bool hipport::prologueLeadsUnit(const UnitPrologue &Unit,
                                const PrecompiledPrologue &Pch) {
  auto Leading = llvm::ArrayRef(Unit.Prologue.Headers)
                     .take_front(Unit.Prologue.HeadersBeforeCode);
  return llvm::all_of(Pch.Headers, [&](const std::string &Header) {
    return llvm::is_contained(Leading, Header);
  });
}
