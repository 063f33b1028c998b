//===- RewriteContext.h - State shared by the passes of one TU --*- C++ -*-===//
//
// Every pass records its edits, findings and references here. Nothing is
// global: one RewriteContext per translation unit, so units run in parallel.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_REWRITECONTEXT_H
#define HIPPORT_REWRITE_REWRITECONTEXT_H

#include "Diagnostics/RuleCatalog.h"
#include "Diagnostics/Suppressions.h"
#include "Mapping/MappingTable.h"
#include "Rewrite/ConversionResult.h"
#include "Rewrite/ConvertOptions.h"
#include "Rewrite/SourceClassifier.h"
#include "Rewrite/TransitiveIncludes.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include <functional>
#include <memory>

namespace hipport {

/// A source range resolved to one file: [Begin, End) byte offsets.
struct FileRange {
  std::string Path;
  unsigned Begin = 0;
  unsigned End = 0;
};

class RewriteContext {
public:
  RewriteContext(const MappingTable &Table, const ConvertOptions &Options,
                 std::vector<std::string> CudaDirs,
                 const RuleCatalog *Rules = nullptr);

  /// Called once the compiler instance exists.
  void setSourceManager(const clang::SourceManager &SM,
                        const clang::LangOptions &LO);

  const MappingTable &table() const { return Table; }
  const ConvertOptions &options() const { return Options; }
  const clang::SourceManager &sourceManager() const { return *SM; }
  const clang::LangOptions &langOptions() const { return *LO; }
  SourceClassifier &classifier() { return *Classifier; }

  /// The HIP spelling to emit for an entry under --hip-version; reports at
  /// Loc when only a newer HIP has it. WrittenArgs, for a call, is how many
  /// arguments it spells (an entry's `overloads` are chosen by it).
  const HipSpelling &
  spellingFor(const MappingEntry &Entry, clang::SourceLocation Loc,
              std::optional<unsigned> WrittenArgs = std::nullopt);
  /// Whether the output would name something only a newer HIP than
  /// --hip-version has, with no older equivalent in the tables.
  bool needsNewerHip(const MappingEntry &Entry) const {
    return Entry.beforeSince(Options.HipVersion) && !Entry.Fallback;
  }
  /// Reports a reference whose HIP name --hip-version no longer declares
  /// (`removed:` in the tables, hipBLAS 3's hipblasDatatype_t), which is
  /// then left as it is; false when the target still has the name.
  bool reportRemovedFromTarget(const MappingEntry &Entry, llvm::StringRef Cuda,
                               clang::SourceLocation Loc,
                               bool TokenLevel = false);
  /// Writes a reference as the entry's shim of hipport/compat.h when the
  /// target HIP lacks the API (MappingEntry::writtenWithShim), with a note
  /// saying so; false when the entry has no shim for the target.
  bool writeWithShim(const MappingEntry &Entry, llvm::StringRef Cuda,
                     clang::SourceLocation Loc, bool ByTokens = false);
  /// For a CUDA header whose shims hipport/compat.h holds
  /// (cooperative_groups/reduce.h), writes the include as the compat
  /// header's, with a note; false when the entry has no shim for the target.
  bool includeCompatHeaderFor(const MappingEntry &Entry,
                              llvm::StringRef FileName,
                              clang::CharSourceRange FilenameRange);
  /// Records that the file of Range uses a shim of hipport/compat.h, which
  /// finish() then includes.
  void noteUsesCompatHeader(const FileRange &Range) {
    Result.Files[Range.Path].UsesCompatHeader = true;
  }
  /// Records that the file of Loc includes hipport/compat.h already.
  void noteIncludesCompatHeader(clang::SourceLocation Loc);
  /// The same choice, without reporting anything.
  const HipSpelling &
  currentSpelling(const MappingEntry &Entry,
                  std::optional<unsigned> WrittenArgs = std::nullopt) const {
    return Entry.spellingAt(Options.HipVersion, WrittenArgs);
  }

  /// Handles one reference to a CUDA declaration named CudaName whose
  /// identifier token is at Loc: renames it, or reports why it cannot.
  /// D, when given, is the declaration referred to: a name without an entry
  /// of its own is still known when it lives in a namespace the tables map
  /// as a whole (thrust::, for example).
  /// WrittenArgs: for the callee of a call, how many arguments it spells.
  void renameReference(clang::SourceLocation Loc, llvm::StringRef CudaName,
                       EntryKind Kind, const clang::Decl *D = nullptr,
                       std::optional<unsigned> WrittenArgs = std::nullopt);

  /// Leaves the references spelled in Range to the pass that rewrites it:
  /// renameReference neither renames, counts nor reports them (the
  /// cudaMemLocationTypeHost of a location that becomes hipCpuDeviceId).
  /// A pass claims a range while matching a node, before the references
  /// inside it are visited.
  void claim(const FileRange &Range) { Claimed.push_back(Range); }
  /// Range is a definition the output keeps out of AMD builds (Rule's fix):
  /// HIP for AMD never compiles it, and where HIP compiles it (its NVIDIA
  /// platform, over CUDA) its CUDA is right as written. Its references are
  /// claimed, and finish() drops the other passes' edits inside it and the
  /// other findings on its lines (a CUDA guard, a name HIP lacks), except
  /// hipport-partial-analysis.
  void keepOutOfAmd(const FileRange &Range, llvm::StringRef Rule) {
    claim(Range);
    OutOfAmd.push_back({Range, Rule.str()});
  }

  /// The file range of a token range spelled contiguously in one project
  /// file, or nothing (macro expansion pieces, system headers).
  std::optional<FileRange> projectRange(clang::SourceRange Range) {
    return projectRange(clang::CharSourceRange::getTokenRange(Range));
  }
  std::optional<FileRange> projectRange(clang::CharSourceRange Range);
  /// The file offset of a spelling location in a project file.
  std::optional<FileRange> projectToken(clang::SourceLocation Loc);

  /// Adds a replacement; reports a conflict with an earlier one.
  void replace(const FileRange &Range, std::string Text);

  /// A rewrite whose text depends on the renames inside its range; run by
  /// finish(), innermost first.
  using TextOf = std::function<std::string(unsigned Begin, unsigned End)>;
  using StructuralBuilder = std::function<std::string(const TextOf &)>;
  void replaceStructurally(const FileRange &Range, StructuralBuilder Build);

  /// An edit that resolves a finding.
  struct Fix {
    FileRange Range;
    std::string Text;
  };
  /// Whether a finding of Rule at Loc would be dropped: its rule is
  /// disabled or a comment suppresses it there.
  bool dropsFinding(llvm::StringRef Rule, clang::SourceLocation Loc);
  /// Reports a finding unless its rule is disabled or a comment suppresses
  /// it; its fixes are applied when the options say so (convert) and kept in
  /// the finding either way (lint exports them).
  void report(llvm::StringRef Rule, clang::SourceLocation Loc,
              const llvm::Twine &Message, std::vector<Fix> Fixes = {});
  /// The catalogue entry of a rule (parameters, severity), if loaded.
  const Rule *rule(llvm::StringRef Id) const {
    return Rules ? Rules->lookup(Id) : nullptr;
  }
  /// Records that the file of Loc needs HIP's runtime header.
  void noteCudaUse(clang::SourceLocation Loc);
  void noteIncludesHipRuntime(clang::SourceLocation Loc);
  void noteIncludesHipHeaders() { Result.IncludesHipHeaders = true; }
  /// The HIP headers converted files must add for declarations CUDA's
  /// headers brought in transitively.
  TransitiveIncludes &transitiveIncludes() { return Transitive; }
  void noteCompilerError(std::string Message,
                         clang::SourceLocation Loc = clang::SourceLocation());
  void noteIncludedFile(clang::FileID FID);
  /// Records an include, spelled in a project file at FileName, that
  /// resolved to the project file Target.
  void noteProjectInclude(clang::CharSourceRange FileName,
                          llvm::StringRef Target);
  void noteKernelLds(clang::SourceLocation Loc, llvm::StringRef Kernel,
                     uint64_t StaticBytes, uint64_t DynamicBytes);
  /// Records a warp site at Loc in a header of the project (not the unit's
  /// own file), respelled by this unit's port or right as written here,
  /// for the tree-wide decision (ConversionResult::SharedWarpSites).
  void noteSharedWarpSite(clang::SourceLocation Loc, bool Respelled,
                          llvm::StringRef Function);
  /// Who else uses the shared-header warp site at Loc as written
  /// (ConvertOptions::TreeKeptWarpSites), or empty.
  std::string treeKeptWarpSite(clang::SourceLocation Loc);

  /// Counts a reference for the report (renameReference does this itself).
  void record(clang::SourceLocation SpellingLoc, llvm::StringRef CudaName,
              ReferenceOutcome Outcome, bool ByTokens = false);

  /// For the token-level passes: whether a reference was already recorded
  /// in Range or an edit touches it (the semantic passes ran first).
  bool isRewritten(const FileRange &Range);
  /// Records a region the token-level pass converted references in.
  void noteTokenRegion(clang::FileID FID, unsigned Begin, unsigned End);
  /// While set, findings are marked as coming from code clang did not parse
  /// (Finding::FromPartialParse).
  void setTokenLevel(bool On) { TokenLevel = On; }
  /// Whether a finding of Rule was reported on the line of Loc (so that a
  /// token-level recogniser does not repeat an AST check).
  bool reportedOnLine(llvm::StringRef Rule, clang::SourceLocation Loc) const;
  /// Where clang reported errors (noteCompilerError), for the token passes.
  llvm::ArrayRef<clang::SourceLocation> errorLocations() const {
    return ErrorLocations;
  }
  /// Clang's errors in the order reported, each with its location (invalid
  /// for an error about no place in the code).
  struct LocatedError {
    clang::SourceLocation Loc;
    std::string Text; ///< "file:line:col: error: message"
  };
  llvm::ArrayRef<LocatedError> compilerErrors() const { return Errors; }

  /// Runs the deferred rewrites and header insertion; returns the result.
  ConversionResult finish();

private:
  const MappingEntry *enclosingNamespaceEntry(const clang::Decl *D) const;
  /// The path and offset of a site in a project header, the same in every
  /// unit that includes it; nothing in the unit's own file.
  std::optional<std::pair<std::string, unsigned>>
  sharedSiteKey(clang::SourceLocation Loc);
  FileConversion *fileFor(clang::SourceLocation SpellingLoc);
  FileConversion &fileFor(clang::FileID FID, const FileClass &Class);

  bool suppressed(clang::FileID FID, unsigned Line, llvm::StringRef Rule);

  const MappingTable &Table;
  const ConvertOptions &Options;
  const RuleCatalog *Rules;
  llvm::DenseMap<clang::FileID, std::unique_ptr<SuppressionIndex>> Suppressions;
  std::vector<std::string> CudaDirs;
  const clang::SourceManager *SM = nullptr;
  const clang::LangOptions *LO = nullptr;
  std::unique_ptr<SourceClassifier> Classifier;
  ConversionResult Result;
  std::vector<clang::SourceLocation> ErrorLocations;
  std::vector<LocatedError> Errors;
  bool TokenLevel = false;
  TransitiveIncludes Transitive;

  struct Structural {
    FileRange Range;
    StructuralBuilder Build;
  };
  std::vector<Structural> Deferred;
  std::vector<FileRange> Claimed;
  /// keepOutOfAmd's definitions, each with the rule that guards it.
  std::vector<std::pair<FileRange, std::string>> OutOfAmd;
  /// Drops the edits and findings keepOutOfAmd's definitions make moot.
  void keepAsWrittenOutOfAmd();
};

} // namespace hipport

#endif
