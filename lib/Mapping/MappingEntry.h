//===- MappingEntry.h - One CUDA name and what it becomes -------*- C++ -*-===//
#ifndef HIPPORT_MAPPING_MAPPINGENTRY_H
#define HIPPORT_MAPPING_MAPPINGENTRY_H

#include "Mapping/Version.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace hipport {

enum class EntryKind {
  Function,
  Type,
  Enumerator,
  Macro,
  Variable,
  Header,
  Namespace
};

enum class EntryStatus { Supported, Unsupported, Deprecated };

std::optional<EntryKind> parseEntryKind(llvm::StringRef Text);
llvm::StringRef entryKindName(EntryKind K);
std::optional<EntryStatus> parseEntryStatus(llvm::StringRef Text);
llvm::StringRef entryStatusName(EntryStatus S);

/// The HIP spelling of a reference, and for calls the argument template.
struct HipSpelling {
  std::string Name;
  /// Empty when the arguments are kept as written.
  std::vector<std::string> Args;
};

/// The HIP call for a CUDA call that spells a given number of arguments,
/// where that differs from the entry's own spelling: CUDA's C++ overload
/// cudaEventCreate(&e, flags) is HIP's hipEventCreateWithFlags(&e, flags).
struct CallOverload {
  unsigned Arguments = 0;
  HipSpelling Hip;
};

/// A fact of the HIP headers with the releases it holds in: an overload HIP
/// declares under an entry's HIP name (`float*,float` for
/// atomicMin(float*, float)), or a header a HIP header includes.
struct HipReleaseFact {
  /// Parameter types as hipport-tablegen writes them (no names, `T*`
  /// without spaces, `unsigned long long int` as `unsigned long long`), or
  /// an include path (`hip/hip_complex.h`).
  std::string Text;
  Version Since;
  std::optional<Version> Removed;

  bool holdsIn(const Version &Hip) const {
    return !(Hip < Since) && !(Removed && !(Hip < *Removed));
  }
};

struct MappingEntry {
  std::string Cuda;
  EntryKind Kind = EntryKind::Function;
  EntryStatus Status = EntryStatus::Supported;
  HipSpelling Hip;
  std::string Reason;
  std::string Hint;
  /// First HIP version declaring Hip.Name; none means "any".
  std::optional<Version> Since;
  /// First HIP version that no longer declares Hip.Name.
  std::optional<Version> Removed;
  /// HIP version from which Hip.Name means something else, and what changed
  /// (HIP 7's *_sync functions require 64-bit masks).
  std::optional<Version> Changed;
  std::string Change;
  /// Used below Since, when HIP had an older equivalent.
  std::optional<HipSpelling> Fallback;
  /// Chosen by the number of arguments a call spells (not its defaults).
  std::vector<CallOverload> Overloads;
  /// The name (hipport::reduce_add_sync) of the stand-in in hipport's
  /// compat header (share/hipport/compat.h, docs/compat-header.md) that is
  /// written where the target HIP lacks Hip.Name; empty when there is none.
  std::string Shim;
  /// The first HIP release the shim works with (it needs what that release
  /// declares: __ushort_as_bfloat16, HIP 5.7); none means any.
  std::optional<Version> ShimSince;
  /// The shim is written at every release: HIP declares Hip.Name for only
  /// some of CUDA's overloads (__ldcs for __half only), the shim for all.
  bool ShimAlways = false;
  std::string CudaSince;
  std::string CudaRemoved;
  /// False when Hip.Name was taken from a HIP library's sources rather than
  /// checked against installed headers (hipBLAS, hipFFT... on Debian).
  bool Verified = true;
  /// The overloads HIP declares under Hip.Name where CUDA lacks some (the
  /// device atomics and shuffles), so that a project's own definition of
  /// one can be told apart from one HIP has too.
  std::vector<HipReleaseFact> HipOverloads;
  /// What HIP's NVIDIA platform headers define under Hip.Name: overloads,
  /// or `(...)` for a function-like macro (any arguments), so that a
  /// project's definition is kept out of NVIDIA builds too.
  std::vector<HipReleaseFact> HipNvidiaOverloads;
  /// For a header: the public HIP headers its HIP header brings in.
  std::vector<HipReleaseFact> HipIncludes;
  /// The table the entry came from, for reports.
  std::string Library;

  /// Hip, or the overload for a call spelling WrittenArgs arguments; a
  /// reference that is not a call (no count) always gets Hip.
  const HipSpelling &callSpelling(std::optional<unsigned> WrittenArgs) const;
  /// Whether HIP release Target is older than Since, the first that
  /// declares Hip.Name.
  bool beforeSince(const Version &Target) const {
    return Since && Target < *Since;
  }
  /// What HIP release Target spells it: Fallback below Since, where there is
  /// one, else callSpelling(WrittenArgs).
  const HipSpelling &
  spellingAt(const Version &Target,
             std::optional<unsigned> WrittenArgs = std::nullopt) const;
  /// Whether HIP release Target has a spelling for it: declares Hip.Name, or
  /// is below Since and has the older Fallback.
  bool hipSpelledIn(const Version &Target) const;
  /// Whether references are written with Shim for HIP release Hip: Hip has
  /// no counterpart (none at all, not yet and no fallback, or no longer, or
  /// not for every overload: ShimAlways) and the shim works there.
  bool writtenWithShim(const Version &Hip) const;
  /// Whether HIP release Hip declares Hip.Name: the entry is supported, and
  /// Hip is at or past Since and before Removed.
  bool hipDeclaredIn(const Version &Hip) const;
};

} // namespace hipport

#endif
