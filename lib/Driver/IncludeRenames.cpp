//===- IncludeRenames.cpp -------------------------------------------------===//
#include "Driver/IncludeRenames.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Path.h"

using namespace hipport;
namespace path = llvm::sys::path;

void hipport::renameIncludes(const InputPlan &Plan, MergedResult &Merged,
                             llvm::raw_ostream &Diag) {
  // Input path -> (old file name, new file name).
  llvm::StringMap<std::pair<llvm::StringRef, llvm::StringRef>> Renamed;
  for (const PlannedFile &File : Plan.Files) {
    // In place (no output name), nothing is renamed.
    if (File.Output.empty())
      continue;
    llvm::StringRef From = path::filename(File.Path);
    llvm::StringRef To = path::filename(File.Output);
    if (From != To)
      Renamed[File.Path] = {From, To};
  }
  if (Renamed.empty())
    return;
  for (auto &[Path, Conversion] : Merged.Files) {
    for (const auto &[Begin, Include] : Conversion.ProjectIncludes) {
      auto It = Renamed.find(Include.Target);
      if (It == Renamed.end())
        continue;
      auto [From, To] = It->second;
      // "dir/name.cuh" or <dir/name.cuh>: the name between the delimiters.
      llvm::StringRef Spelled = llvm::StringRef(Conversion.Original)
                                    .slice(Begin + 1, Include.End - 1);
      bool SameName =
          Spelled.ends_with(From) &&
          (Spelled.size() == From.size() ||
           path::is_separator(Spelled[Spelled.size() - From.size() - 1]));
      if (!SameName) {
        auto [Line, Column] = Conversion.position(Begin);
        Diag << Conversion.DisplayPath << ":" << Line << ":" << Column
             << ": warning: this include names '" << Include.Target << "' as '"
             << Spelled << "'; it is written as '" << To
             << "', so update the include by hand\n";
        continue;
      }
      Conversion.Edits.add(Begin + 1 + Spelled.size() - From.size(),
                           From.size(), To.str());
    }
  }
}
