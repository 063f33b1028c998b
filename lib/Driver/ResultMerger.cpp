//===- ResultMerger.cpp ---------------------------------------------------===//
#include "Driver/ResultMerger.h"

using namespace hipport;

void MergedResult::add(const std::string &MainFile, ConversionResult Unit) {
  Seen.insert(MainFile);
  Seen.insert(Unit.IncludedProjectFiles.begin(),
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
    Into.References.insert(File.References.begin(), File.References.end());
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
