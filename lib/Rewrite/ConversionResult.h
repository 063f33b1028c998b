//===- ConversionResult.h - What converting a translation unit found -*- C++
//-*-===//
//
// Results are plain data keyed by absolute file path, so that the driver can
// merge the results of several translation units that include one header and
// apply that header's edits once.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_CONVERSIONRESULT_H
#define HIPPORT_REWRITE_CONVERSIONRESULT_H

#include "Diagnostics/Finding.h"
#include "Rewrite/FileEdits.h"
#include "llvm/ADT/Twine.h"
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace hipport {

enum class ReferenceOutcome {
  /// Renamed, or already spelled as HIP spells it.
  Converted,
  /// The table says HIP has no counterpart.
  Unsupported,
  /// Resolves to a CUDA header declaration the tables do not know.
  Unmapped,
  /// Converted, but the HIP name needs a newer HIP than --hip-version.
  NeedsNewerHip
};

struct ReferenceRecord {
  std::string CudaName;
  ReferenceOutcome Outcome = ReferenceOutcome::Converted;
  /// Found by the token-level pass (TokenPass) in code clang did not parse,
  /// rather than resolved to a declaration.
  bool ByTokens = false;
};

/// An #include of a project file: its file name is spelled at [Begin, End)
/// of the including file (delimiters included), and resolved to Target.
struct ProjectInclude {
  unsigned End = 0;
  std::string Target; ///< Absolute, normalised.
};

struct FileConversion {
  std::string Path;        ///< Absolute, normalised.
  std::string DisplayPath; ///< As the compiler spelled it.
  std::string Original;
  FileEdits Edits;
  /// By offset of the reference, so that one reference seen through several
  /// template instantiations or translation units counts once.
  std::map<unsigned, ReferenceRecord> References;
  bool UsesCuda = false;
  bool IncludesHipRuntime = false;
  /// hipport added `#include <hip/hip_runtime.h>` to the file.
  bool HipRuntimeInserted = false;
  /// A reference was written with a shim of hipport/compat.h, which the
  /// file includes (IncludesCompatHeader) and the driver writes.
  bool UsesCompatHeader = false;
  bool IncludesCompatHeader = false;
  /// [Begin, End) offsets of the regions the token-level pass found CUDA
  /// references in, for the report.
  std::set<std::pair<unsigned, unsigned>> TokenRegions;
  /// By Begin; lets the driver follow files it renames (--rename-extensions).
  std::map<unsigned, ProjectInclude> ProjectIncludes;

  /// The 1-based line and column of an offset in Original.
  std::pair<unsigned, unsigned> position(unsigned Offset) const;
  /// A finding at an offset, for code that runs after the AST is gone.
  Finding findingAt(unsigned Offset, llvm::StringRef Rule,
                    const llvm::Twine &Message) const;
};

/// Shared memory a kernel uses, for the report.
struct KernelLds {
  std::string Kernel;
  std::string File;
  unsigned Line = 0;
  uint64_t StaticBytes = 0;
  uint64_t DynamicBytes = 0;

  friend bool operator<(const KernelLds &A, const KernelLds &B) {
    return std::tie(A.File, A.Line, A.Kernel) <
           std::tie(B.File, B.Line, B.Kernel);
  }
};

/// A site of a warp assumption in a file other than the unit's own (a
/// header other units may share), with what this unit makes of it. The
/// tree-wide decision (UnitRunner) reconverts a unit whose port respells a
/// site that another unit's consistent 32-lane groups use as written.
struct SharedWarpSite {
  std::string Path; ///< Absolute, normalised.
  unsigned Offset = 0;
  /// Respelled with warpSize by this unit's port; else right as written
  /// here (consistent 32-lane groups).
  bool Respelled = false;
  /// The function the site is in, for messages.
  std::string Function;

  friend bool operator<(const SharedWarpSite &A, const SharedWarpSite &B) {
    return std::tie(A.Path, A.Offset, A.Respelled, A.Function) <
           std::tie(B.Path, B.Offset, B.Respelled, B.Function);
  }
};

struct ConversionResult {
  std::map<std::string, FileConversion> Files;
  std::set<Finding> Findings;
  /// Clang's own errors, one line each, and as clang rendered them (with
  /// source lines), to print in input order after parallel runs.
  std::vector<std::string> CompilerErrors;
  std::string CompilerOutput;
  bool ParsedCleanly = true;
  /// A project file includes a HIP header (<hip/...>): code already
  /// converted, which the driver may parse as HIP instead.
  bool IncludesHipHeaders = false;
  /// Project files the unit included, converted or not.
  std::set<std::string> IncludedProjectFiles;
  std::set<KernelLds> Kernels;
  std::set<SharedWarpSite> SharedWarpSites;
};

} // namespace hipport

#endif
