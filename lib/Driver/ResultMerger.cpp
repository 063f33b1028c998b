//===- ResultMerger.cpp ---------------------------------------------------===//
#include "Driver/ResultMerger.h"
#include "Rewrite/IncludeInsertion.h"
#include "llvm/ADT/STLExtras.h"

using namespace hipport;

void MergedResult::add(const std::string &MainFile, ConversionResult Unit) {
  Seen.insert(MainFile);
  Seen.insert(Unit.IncludedProjectFiles.begin(),
              Unit.IncludedProjectFiles.end());
  UnitIncludes[MainFile].insert(Unit.IncludedProjectFiles.begin(),
                                Unit.IncludedProjectFiles.end());
  Findings.insert(Unit.Findings.begin(), Unit.Findings.end());
  Kernels.insert(Unit.Kernels.begin(), Unit.Kernels.end());
  if (!Unit.ParsedCleanly) {
    auto &Errors = CompilerErrors[MainFile];
    Errors.insert(Errors.end(), Unit.CompilerErrors.begin(),
                  Unit.CompilerErrors.end());
    if (Errors.empty())
      Errors.push_back("clang stopped before the end of this file");
  }
  for (auto &[Path, File] : Unit.Files) {
    auto [It, Inserted] = Files.try_emplace(Path, std::move(File));
    if (Inserted)
      continue;
    FileConversion &Into = It->second;
    Into.UsesCuda |= File.UsesCuda;
    Into.IncludesHipRuntime |= File.IncludesHipRuntime;
    Into.HipRuntimeInserted |= File.HipRuntimeInserted;
    Into.UsesCompatHeader |= File.UsesCompatHeader;
    Into.IncludesCompatHeader |= File.IncludesCompatHeader;
    // A reference clang resolved in one unit is semantic, even when another
    // unit only saw it by tokens (a branch it did not take).
    for (const auto &[Offset, Ref] : File.References) {
      auto [Existing, New] = Into.References.try_emplace(Offset, Ref);
      if (!New && Existing->second.ByTokens && !Ref.ByTokens)
        Existing->second = Ref;
    }
    Into.TokenRegions.insert(File.TokenRegions.begin(),
                             File.TokenRegions.end());
    Into.ProjectIncludes.insert(File.ProjectIncludes.begin(),
                                File.ProjectIncludes.end());
    File.Edits.forEach([&](const FileEdits::Edit &E) {
      if (Into.Edits.add(E.Offset, E.Length, E.Text) !=
          FileEdits::AddResult::Conflict)
        return;
      Findings.insert(Into.findingAt(
          E.Offset, "hipport-rewrite-conflict",
          "translation units disagree on how to rewrite this code (it is "
          "parsed differently in different files); the first rewrite was "
          "kept"));
    });
  }
}

void MergedResult::includeHipRuntimeFirst() {
  for (const auto &[MainFile, Included] : UnitIncludes) {
    auto Unit = Files.find(MainFile);
    if (Unit == Files.end() || Unit->second.IncludesHipRuntime ||
        Unit->second.HipRuntimeInserted)
      continue;
    if (llvm::any_of(Included, [&](const std::string &Path) {
          auto Header = Files.find(Path);
          return Header != Files.end() && Header->second.HipRuntimeInserted;
        }))
      insertHipRuntimeInclude(Unit->second);
  }
}
