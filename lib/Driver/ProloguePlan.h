//===- ProloguePlan.h - Which precompiled prologue each unit uses -*- C++
//-*-===//
#ifndef HIPPORT_DRIVER_PROLOGUEPLAN_H
#define HIPPORT_DRIVER_PROLOGUEPLAN_H

#include "Driver/PrologueCache.h"
#include "Frontend/Prologue.h"
#include <optional>
#include <string>
#include <vector>

namespace hipport {

enum class PrologueMode {
  /// Precompile a prologue that two units of the run share, or use one
  /// already in the cache.
  Auto,
  /// Precompile every unit's whole prologue (for tests and for runs over one
  /// file at a time, which benefit on the next run).
  Always,
  /// Parse every unit from scratch.
  Never
};

struct UnitPrologue {
  /// The unit's clang command line without its input file.
  std::vector<std::string> Command;
  hipport::Prologue Prologue;
};

/// For each unit, the headers to precompile and parse it with: a subset of
/// its prologue's headers (in the order of the first unit that includes
/// them all; C++, C and CUDA library headers do not depend on the order they
/// are included in) that at least one other unit with the same command also
/// starts with, the largest such set, or the set of its whole prologue when
/// Cache already holds it. A unit that is the only one (a process per file)
/// takes the heaviest prologue another process built for its command that
/// worthReusing accepts, and otherwise its whole prologue, built for the
/// next process with the same flags. Possibly empty: the CUDA wrapper alone,
/// which every unit shares. Nothing for a unit that shares nothing (a
/// precompiled header would cost more than it saves), for a unit whose command
/// does not allow one (argumentsAllowPrologue), or when Mode is Never.
std::vector<std::optional<std::vector<std::string>>>
planPrologues(const std::vector<UnitPrologue> &Units, PrologueMode Mode,
              const PrologueCache &Cache);

/// Whether a unit that includes Headers may be parsed with Candidate, a
/// prologue built for its command that holds only headers it includes,
/// rather than with a prologue of all its Headers: whether the headers
/// Candidate lacks weigh at most a tenth of all the unit's, in the bytes
/// their parse read (as the prologues Built recorded it). Parsing those few
/// headers with the unit then costs it less, over the next few processes,
/// than building a prologue of its own. A lacking header that is among the
/// files Candidate was built from (CandidateInputs: <vector>, which Thrust
/// includes) weighs nothing; one whose weight no prologue recorded rules
/// Candidate out.
bool worthReusing(const std::vector<std::string> &Headers,
                  const BuiltPrologue &Candidate,
                  const std::vector<BuiltPrologue> &Built,
                  llvm::ArrayRef<FileStamp> CandidateInputs);

/// The precompiled header to parse Unit with, given the headers the plan
/// chose: theirs, unless a macro the unit's project files define before one
/// of them is spelled in them; then the prefix of the unit's prologue that
/// no project macro precedes. Null when none can be built.
std::shared_ptr<const PrecompiledPrologue>
precompiledPrologueFor(const UnitPrologue &Unit,
                       const std::vector<std::string> &Headers,
                       PrologueCache &Cache);

/// Whether Pch holds only headers that Unit includes before any of its
/// project code: then the unit parses with it exactly as without it, errors
/// included, since no code of the unit can see a declaration earlier than
/// it would without it.
bool prologueLeadsUnit(const UnitPrologue &Unit,
                       const PrecompiledPrologue &Pch);

} // namespace hipport

#endif
