//===- ConvertOptions.h - What a conversion may emit ------------*- C++ -*-===//
#ifndef HIPPORT_REWRITE_CONVERTOPTIONS_H
#define HIPPORT_REWRITE_CONVERTOPTIONS_H

#include "Mapping/Version.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace hipport {

enum class KernelLaunchStyle {
  /// Keep `k<<<g, b>>>(...)`: hip-clang accepts it.
  Chevrons,
  /// `hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, ...)`.
  HipLaunchKernelGGL
};

/// What --guards does with `#if` conditions on CUDA versions/architectures.
enum class GuardRewrite {
  Keep,
  /// `(COND) || defined(MACRO)`: HIP compiles the CUDA branch.
  HipTakesCudaPath,
  /// `(COND) && !defined(MACRO)`: HIP compiles the other branch.
  HipSkipsCudaPath
};

struct ConvertOptions {
  /// The HIP release the output must compile against.
  Version HipVersion{7, 0};
  KernelLaunchStyle Launch = KernelLaunchStyle::Chevrons;
  /// Directories whose files are the user's to rewrite. Empty: every file
  /// that is neither a system nor a CUDA header.
  std::vector<std::string> ProjectRoots;

  /// convert applies the checks' fix-its; lint only reports them.
  bool ApplyFixes = true;
  /// Analyse the code as HIP compiles it for AMD GPUs (lint
  /// --amd-configuration): parsed as HIP with the HIP macros defined, so a
  /// project's own HIP branches, shims and warp sizes are what is checked.
  bool AmdConfiguration = false;
  /// Warp sites of shared headers (path, offset) that another unit of the
  /// tree uses, right as written, in consistent 32-lane groups, with who
  /// uses them: an assumption that reaches one is not respelled. Set by the
  /// tree-wide decision of UnitRunner, never by the user.
  std::map<std::pair<std::string, unsigned>, std::string> TreeKeptWarpSites;
  /// The AMD GPU whose limits (LDS size) the checks use.
  std::string OffloadArch = "gfx942";
  GuardRewrite Guards = GuardRewrite::Keep;
  /// The macro that tells HIP code from CUDA code in rewritten guards.
  std::string HipPlatformMacro = "__HIP_PLATFORM_AMD__";
  /// The project's own macros that mark HIP code (--hip-macro, hip-macros:
  /// in .hipport.yaml), defined whenever it is compiled as HIP.
  std::vector<std::string> HipMacros;
  /// Rule selection: globs, applied as --disable then --enable.
  std::vector<std::string> DisabledRules;
  std::vector<std::string> EnabledRules;

  bool ruleEnabled(llvm::StringRef Rule) const;
};

} // namespace hipport

#endif
