//===- HipCompileCommands.cpp ---------------------------------------------===//
#include "Driver/HipCompileCommands.h"
#include "Frontend/HipFlags.h"
#include "Rewrite/SourceClassifier.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include <map>

using namespace hipport;

std::string hipport::renderHipCompileCommands(const InputPlan &Plan,
                                              const FrontendSettings &Frontend,
                                              llvm::StringRef OffloadArch) {
  // Where each input file went; in-place conversions stay where they are.
  auto Converted = [](const PlannedFile &File) {
    return File.Output.empty() ? File.Path : normalizePath(File.Output);
  };
  std::map<std::string, std::string> Moved;
  for (const PlannedFile &File : Plan.Files)
    Moved[File.Path] = Converted(File);
  // Arguments after `--` may be relative to the current directory; the
  // database's are absolute already.
  auto MovePath = [&](llvm::StringRef Spelled) -> std::string {
    std::string Absolute = normalizePath(Spelled);
    llvm::StringRef Path = Absolute;
    auto It = Moved.find(Absolute);
    if (It != Moved.end())
      return It->second;
    for (size_t I = 0; I < Plan.OutputRoots.size(); ++I)
      if (pathIsUnder(Path, Plan.ProjectRoots[I])) {
        llvm::SmallString<256> Out(Plan.OutputRoots[I]);
        llvm::sys::path::append(
            Out, Path.drop_front(Plan.ProjectRoots[I].size()).ltrim('/'));
        return std::string(Out);
      }
    return Path.str();
  };

  llvm::json::Array Entries;
  for (const PlannedFile &File : Plan.Files) {
    if (!File.IsTranslationUnit)
      continue;
    std::string Output = Converted(File);
    std::vector<std::string> Cuda;
    auto Own = Frontend.FileArgs.find(File.Path);
    if (Own != Frontend.FileArgs.end())
      Cuda = Own->second;
    Cuda.insert(Cuda.end(), Frontend.UserArgs.begin(), Frontend.UserArgs.end());
    llvm::json::Array Arguments{"clang++", "-x", "hip",
                                ("--offload-arch=" + OffloadArch).str()};
    for (std::string &Arg : hipFlags(Cuda, Frontend.Cuda.Root, MovePath))
      Arguments.push_back(std::move(Arg));
    Arguments.push_back("-c");
    Arguments.push_back(Output);
    Entries.push_back(llvm::json::Object{
        {"directory", Plan.OutputRoots.empty()
                          ? llvm::sys::path::parent_path(Output).str()
                          : Plan.OutputRoots.front()},
        {"file", Output},
        {"arguments", std::move(Arguments)}});
  }
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Entries))) << "\n";
  return Text;
}
