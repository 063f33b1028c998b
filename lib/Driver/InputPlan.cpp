//===- InputPlan.cpp ------------------------------------------------------===//
#include "Driver/InputPlan.h"
#include "BuildFiles/BuildFileScan.h"
#include "Rewrite/SourceClassifier.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace hipport;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

bool hipport::isTranslationUnitExtension(llvm::StringRef Ext) {
  return llvm::StringSwitch<bool>(Ext)
      .Cases(".cu", ".cpp", ".cc", ".cxx", ".c++", true)
      .Default(false);
}

bool hipport::isHeaderExtension(llvm::StringRef Ext) {
  return llvm::StringSwitch<bool>(Ext)
      .Cases(".cuh", ".h", ".hpp", ".hh", ".hxx", ".inl", true)
      .Default(false);
}

static llvm::Error usageError(const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message.str());
}

/// Where a planned file goes: build files are scanned, not parsed.
static void addPlanned(InputPlan &Plan, PlannedFile File) {
  if (buildFileKind(File.Path) != BuildFileKind::None)
    Plan.BuildFiles.push_back(std::move(File));
  else
    Plan.Files.push_back(std::move(File));
}

/// Source and build files below Dir, sorted so that every run plans the same
/// order.
static llvm::Expected<std::vector<std::string>>
sourcesUnder(llvm::StringRef Dir) {
  std::vector<std::string> Found;
  std::error_code EC;
  for (fs::recursive_directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    llvm::StringRef Ext = path::extension(It->path());
    if (It->type() != fs::file_type::directory_file &&
        (isTranslationUnitExtension(Ext) || isHeaderExtension(Ext) ||
         buildFileKind(It->path()) != BuildFileKind::None))
      Found.push_back(It->path());
  }
  if (EC)
    return usageError("cannot read directory '" + Dir + "': " + EC.message());
  std::sort(Found.begin(), Found.end());
  return Found;
}

llvm::Expected<InputPlan>
hipport::planInputs(const std::vector<std::string> &Inputs,
                    llvm::StringRef Output) {
  if (Inputs.empty())
    return usageError("no input files (usage: hipport convert FILE -o OUT)");
  if (Output.empty())
    return usageError("no output given: use -o FILE, -o DIR or -o -");
  for (const std::string &Input : Inputs)
    if (!fs::exists(Input))
      return usageError("input '" + Input + "' does not exist");

  InputPlan Plan;
  bool OneFile = Inputs.size() == 1 && !fs::is_directory(Inputs[0]);
  if (OneFile && !fs::is_directory(Output)) {
    Plan.SingleFile = true;
    std::string Abs = normalizePath(Inputs[0]);
    if (Output != "-" && normalizePath(Output) == Abs)
      return usageError("the output '" + Output +
                        "' is the input: hipport does not modify its inputs");
    addPlanned(Plan, {Inputs[0], Abs, Output.str(),
                      !isHeaderExtension(path::extension(Inputs[0]))});
    return Plan;
  }

  if (Output == "-")
    return usageError("several inputs cannot go to standard output; use -o "
                      "DIR");
  if (fs::exists(Output) && !fs::is_directory(Output))
    return usageError("the output '" + Output +
                      "' is a file; converting a tree needs a directory");
  std::string OutDir = normalizePath(Output);
  llvm::StringSet<> Outputs;
  bool ManyDirs = std::count_if(Inputs.begin(), Inputs.end(), [](auto &I) {
                    return fs::is_directory(I);
                  }) > 1;
  llvm::StringSet<> InputPaths;
  for (const std::string &Input : Inputs)
    InputPaths.insert(normalizePath(Input));
  // Files named one by one keep their layout relative to the deepest
  // directory that holds them all.
  std::string FilesRoot;
  for (const std::string &Input : Inputs) {
    if (fs::is_directory(Input))
      continue;
    std::string Parent = path::parent_path(normalizePath(Input)).str();
    if (FilesRoot.empty())
      FilesRoot = Parent;
    while (!pathIsUnder(Parent, FilesRoot))
      FilesRoot = path::parent_path(FilesRoot).str();
  }
  for (const std::string &Input : Inputs) {
    std::string Root = normalizePath(Input);
    bool IsDir = fs::is_directory(Input);
    if (!IsDir)
      Root = FilesRoot;
    // A directory is read recursively, so an output inside it would be read
    // back on the next run; single files only must not be overwritten.
    if (IsDir && pathIsUnder(OutDir, Root))
      return usageError("the output directory '" + Output +
                        "' is inside the input tree '" + Root +
                        "'; choose a directory outside it");
    Plan.ProjectRoots.push_back(Root);
    llvm::SmallString<256> OutRoot(OutDir);
    if (ManyDirs && IsDir)
      path::append(OutRoot, path::filename(Root));
    Plan.OutputRoots.push_back(std::string(OutRoot));
    std::vector<std::string> Files;
    if (IsDir) {
      auto Found = sourcesUnder(Input);
      if (!Found)
        return Found.takeError();
      Files = std::move(*Found);
    } else {
      Files.push_back(Input);
    }
    for (const std::string &File : Files) {
      std::string Abs = normalizePath(File);
      llvm::StringRef Rel = llvm::StringRef(Abs).drop_front(Root.size());
      Rel = Rel.ltrim('/');
      llvm::SmallString<256> Out(OutRoot);
      path::append(Out, Rel);
      if (InputPaths.count(Out))
        return usageError("the output '" + Out +
                          "' is an input: hipport does not modify its inputs");
      if (!Outputs.insert(Out).second)
        return usageError("two inputs would both be written to '" + Out + "'");
      addPlanned(Plan, {File, Abs, std::string(Out),
                        !isHeaderExtension(path::extension(File))});
    }
  }
  return Plan;
}

llvm::Expected<InputPlan>
hipport::planLintInputs(const std::vector<std::string> &Inputs) {
  if (Inputs.empty())
    return usageError("no input files (usage: hipport lint PATH...)");
  InputPlan Plan;
  for (const std::string &Input : Inputs) {
    if (!fs::exists(Input))
      return usageError("input '" + Input + "' does not exist");
    bool IsDir = fs::is_directory(Input);
    std::string Abs = normalizePath(Input);
    Plan.ProjectRoots.push_back(IsDir ? Abs : path::parent_path(Abs).str());
    std::vector<std::string> Files{Input};
    if (IsDir) {
      auto Found = sourcesUnder(Input);
      if (!Found)
        return Found.takeError();
      Files = std::move(*Found);
    }
    for (const std::string &File : Files)
      addPlanned(Plan, {File, normalizePath(File), "",
                        !isHeaderExtension(path::extension(File))});
  }
  return Plan;
}
