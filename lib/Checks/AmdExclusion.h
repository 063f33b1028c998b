//===- AmdExclusion.h - Keep a project definition out of AMD builds -*- C++
//-*-//
//
// Some project definitions duplicate what HIP's headers already define (a
// vector-type operator, an atomicMin(float*, float) CUDA lacks): on AMD they
// must go, on NVIDIA (HIP's CUDA path) they stay, unless HIP's NVIDIA
// headers define the same (atomicMin(float*, float) from HIP 5.3). The fix is
// an `#if !defined(__HIP_PLATFORM_AMD__)` (and `&& !defined(
// __HIP_PLATFORM_NVIDIA__)`) ... `#endif` around each run of such
// definitions that follow one another, when each has its lines to itself.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_CHECKS_AMDEXCLUSION_H
#define HIPPORT_CHECKS_AMDEXCLUSION_H

#include "Rewrite/RewriteContext.h"
#include <optional>
#include <vector>

namespace clang {
class Decl;
}

namespace hipport {

/// The lines a definition has to itself: it starts a line, and nothing but
/// blanks follows its `}` or `;`.
struct OwnLines {
  std::string Path;
  unsigned Begin = 0, End = 0; ///< End: past the last line's newline.
};

/// The lines of D, or nothing when it shares a line or is not the user's.
std::optional<OwnLines> ownLines(RewriteContext &Ctx, const clang::Decl *D);

/// A definition to keep out of HIP builds: its lines (none when it has no
/// lines of its own), and whether HIP's NVIDIA platform defines it too.
struct ExcludedDefinition {
  std::optional<OwnLines> Own;
  bool AlsoNvidia = false;
};

/// For definitions in source order, the fixes each finding carries: the
/// first of a run of adjacent definitions opens the `#if` before it, closes
/// it after the last and, where the guard changes within the run, closes
/// one and opens the next with a single insertion.
std::vector<std::vector<RewriteContext::Fix>>
amdExclusionFixes(const std::vector<ExcludedDefinition> &Definitions);

} // namespace hipport

#endif
