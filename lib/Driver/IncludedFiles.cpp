//===- IncludedFiles.cpp --------------------------------------------------===//
#include "Driver/IncludedFiles.h"
#include "Rewrite/SourceClassifier.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace hipport;
namespace path = llvm::sys::path;

/// Path below Root, without the separator.
static llvm::StringRef relativeTo(llvm::StringRef Path, llvm::StringRef Root) {
  return Path.drop_front(Root.size()).ltrim('/');
}

/// Where the file at Path goes in the output tree, or nothing when no input
/// directory that is mirrored holds it.
static std::optional<std::string> outputFor(const InputPlan &Plan,
                                            llvm::StringRef Path) {
  for (size_t I = 0; I < Plan.ProjectRoots.size(); ++I) {
    if (I >= Plan.OutputRoots.size() ||
        !pathIsUnder(Path, Plan.ProjectRoots[I]))
      continue;
    for (const auto &[Spelled, Dir] : Plan.InputDirectories)
      if (Dir == Plan.ProjectRoots[I]) {
        llvm::SmallString<256> Out(Plan.OutputRoots[I]);
        path::append(Out, relativeTo(Path, Dir));
        return std::string(Out);
      }
  }
  return std::nullopt;
}

void hipport::addIncludedFiles(InputPlan &Plan, const MergedResult &Merged,
                               bool Writes) {
  std::set<std::string> Planned;
  for (const std::vector<PlannedFile> *Files : {&Plan.Files, &Plan.BuildFiles})
    for (const PlannedFile &File : *Files)
      Planned.insert(File.Path);
  // Binary sources are copied as they are, never parsed: a unit that
  // includes one did not convert it.
  std::set<std::string> Unconverted;
  for (const SkippedFile &S : Plan.Skipped)
    Unconverted.insert(normalizePath(S.Input));
  for (const std::string &Path : Merged.Seen) {
    if (Planned.count(Path) || Unconverted.count(Path))
      continue;
    for (const auto &[Spelled, Dir] : Plan.InputDirectories) {
      if (!pathIsUnder(Path, Dir))
        continue;
      llvm::SmallString<256> Input(Spelled);
      path::append(Input, relativeTo(Path, Dir));
      PlannedFile File{std::string(Input), Path, "",
                       /*IsTranslationUnit=*/false};
      if (Writes) {
        std::optional<std::string> Output = outputFor(Plan, Path);
        if (!Output)
          break;
        File.Output = std::move(*Output);
      }
      llvm::erase_if(Plan.Copies, [&](const PlannedFile &Copy) {
        return Copy.Path == Path;
      });
      Plan.Files.push_back(std::move(File));
      break;
    }
  }
}
