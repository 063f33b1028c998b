//===- CompatHeaderOutput.cpp ---------------------------------------------===//
#include "Driver/CompatHeaderOutput.h"
#include "Rewrite/CompatShims.h"
#include "Rewrite/SourceClassifier.h"
#include "Support/AtomicFile.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <map>

using namespace hipport;
namespace path = llvm::sys::path;

namespace {

/// Index of the deepest root holding Path, or -1.
int deepestRoot(llvm::StringRef Path, const std::vector<std::string> &Roots) {
  int Best = -1;
  for (size_t I = 0; I < Roots.size(); ++I)
    if (pathIsUnder(Path, Roots[I]) &&
        (Best < 0 || Roots[I].size() > Roots[Best].size()))
      Best = int(I);
  return Best;
}

/// The directory whose hipport/compat.h the written File includes (the
/// counterpart of compatIncludePath), or nothing when it is not written to
/// a file.
std::optional<std::string> headerDirectory(const ConvertRequest &Request,
                                           const InputPlan &Plan,
                                           const PlannedFile &File) {
  if (Request.Mode == ConvertMode::InPlace) {
    int Root = deepestRoot(File.Path, Plan.ProjectRoots);
    return Root < 0 ? path::parent_path(File.Path).str()
                    : Plan.ProjectRoots[Root];
  }
  if (Request.Mode != ConvertMode::Write || File.Output == "-")
    return std::nullopt;
  int Root = Plan.SingleFile ? -1 : deepestRoot(File.Path, Plan.ProjectRoots);
  if (Root >= 0 && size_t(Root) < Plan.OutputRoots.size())
    return Plan.OutputRoots[Root];
  return path::parent_path(File.Output).str();
}

Finding compatFinding(llvm::StringRef File, llvm::StringRef Rule,
                      const std::string &Message) {
  Finding F;
  F.Rule = Rule.str();
  F.File = File.str();
  F.Message = Message;
  return F;
}

} // namespace

llvm::Expected<bool> hipport::writeCompatHeaders(const ConvertRequest &Request,
                                                 const InputPlan &Plan,
                                                 const MergedResult &Merged,
                                                 std::set<Finding> &Findings) {
  // Where each header goes, and the first file that needs it there.
  std::map<std::string, std::string> Targets;
  for (const PlannedFile &File : Plan.Files) {
    auto It = Merged.Files.find(File.Path);
    if (It == Merged.Files.end() || !It->second.UsesCompatHeader)
      continue;
    std::optional<std::string> Dir = headerDirectory(Request, Plan, File);
    if (Dir) {
      llvm::SmallString<256> Target(*Dir);
      path::append(Target, CompatHeaderName);
      Targets.try_emplace(std::string(Target), File.Input);
    } else if (Request.Mode == ConvertMode::Write) {
      Findings.insert(compatFinding(
          File.Input, "hipport-compat-header",
          "the converted text includes \"" + std::string(CompatHeaderName) +
              "\", which is not written with -o -: convert to a file to "
              "have it written next to it, or copy share/" +
              std::string(CompatHeaderName) + " of hipport's data directory"));
    }
  }
  if (Targets.empty())
    return true;

  llvm::SmallString<256> Source(Request.Job.Frontend.DataDir);
  path::append(Source, "share", CompatHeaderName);
  auto Header = llvm::MemoryBuffer::getFile(Source, /*IsText=*/false);
  if (!Header)
    return llvm::createStringError(
        Header.getError(), "cannot read hipport's '%s': %s", Source.c_str(),
        Header.getError().message().c_str());
  llvm::StringRef Text = (*Header)->getBuffer();
  bool AllInPlace = true;
  for (const auto &[Target, ForFile] : Targets) {
    if (auto Existing = llvm::MemoryBuffer::getFile(Target, /*IsText=*/false)) {
      llvm::StringRef Old = (*Existing)->getBuffer();
      if (Old == Text)
        continue;
      if (!isWrittenCompatHeader(Target, Old)) {
        AllInPlace = false;
        Findings.insert(compatFinding(
            Target, "hipport-compat-header-conflict",
            "not replaced: this file is not a header hipport wrote, and '" +
                ForFile +
                "' (with every converted file that uses a shim) "
                "includes it for hipport's; move it away and "
                "convert again"));
        continue;
      }
    }
    if (llvm::Error Err = writeFileAtomically(Target, Text))
      return std::move(Err);
    Findings.insert(compatFinding(
        Target, "hipport-compat-header",
        "written: '" + ForFile +
            "' and any other converted file that uses a shim include it"));
  }
  return AllInPlace;
}
