//===- InputPlan.cpp ------------------------------------------------------===//
#include "Driver/InputPlan.h"
#include "BuildFiles/BuildFileScan.h"
#include "Driver/TreeWalk.h"
#include "Rewrite/CompatShims.h"
#include "Rewrite/SourceClassifier.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace hipport;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

const char hipport::DefaultRenameMap[] = ".cu=.hip,.cuh=.hip.hpp";

static bool hasExtension(const std::vector<std::string> &List,
                         llvm::StringRef Path) {
  llvm::StringRef Ext = path::extension(Path);
  return std::find(List.begin(), List.end(), Ext) != List.end();
}

bool TreeOptions::isTranslationUnit(llvm::StringRef Path) const {
  return hasExtension(TranslationUnitExtensions, Path);
}

bool TreeOptions::isHeader(llvm::StringRef Path) const {
  return hasExtension(HeaderExtensions, Path);
}

std::string TreeOptions::renamed(llvm::StringRef Name) const {
  llvm::StringRef Ext = path::extension(Name);
  for (const auto &[From, To] : Renames)
    if (Ext == From)
      return (Name.drop_back(Ext.size()) + To).str();
  return Name.str();
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

/// ".ext": a dot, then a name without dots or slashes.
static bool isPlainExtension(llvm::StringRef Ext) {
  return Ext.size() > 1 && Ext[0] == '.' &&
         Ext.drop_front().find_first_of("./\\") == llvm::StringRef::npos;
}

llvm::Expected<std::vector<std::string>>
hipport::parseExtensionList(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Text.split(Parts, ',', -1, /*KeepEmpty=*/false);
  std::vector<std::string> List;
  for (llvm::StringRef Part : Parts) {
    Part = Part.trim();
    if (!isPlainExtension(Part))
      return usageError("'" + Part +
                        "' is not a file extension (write it as .ext)");
    List.push_back(Part.str());
  }
  if (List.empty())
    return usageError("the list of extensions is empty");
  return List;
}

llvm::Expected<std::vector<std::pair<std::string, std::string>>>
hipport::parseRenameMap(llvm::StringRef Text, const TreeOptions &Tree) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Text.split(Parts, ',', -1, /*KeepEmpty=*/false);
  std::vector<std::pair<std::string, std::string>> Map;
  for (llvm::StringRef Part : Parts) {
    auto [From, To] = Part.trim().split('=');
    if (!isPlainExtension(From) || To.size() < 2 || To[0] != '.' ||
        To.find_first_of("/\\") != llvm::StringRef::npos)
      return usageError("'" + Part +
                        "' is not a renaming: write FROM=TO, as in .cu=.hip");
    if (!Tree.isTranslationUnit(From) && !Tree.isHeader(From))
      return usageError("'" + From +
                        "' is not a source extension; only converted files "
                        "are renamed");
    for (const auto &Earlier : Map)
      if (Earlier.first == From)
        return usageError("'" + From + "' is renamed twice");
    Map.emplace_back(From.str(), To.str());
  }
  if (Map.empty())
    return usageError("the list of renamings is empty");
  return Map;
}

/// Lists Dir: sources and build files into Sources, the rest into Others
/// (when wanted), and what cannot be read into Skipped.
static void listTree(llvm::StringRef Dir, const TreeOptions &Tree,
                     std::vector<std::string> &Sources,
                     std::vector<std::string> *Others,
                     std::vector<SkippedFile> &Skipped) {
  TreeListing Listing = walkTree(Dir);
  Skipped.insert(Skipped.end(), Listing.Skipped.begin(), Listing.Skipped.end());
  for (std::string &File : Listing.Files) {
    if (Tree.isTranslationUnit(File) || Tree.isHeader(File) ||
        buildFileKind(File) != BuildFileKind::None)
      Sources.push_back(std::move(File));
    else if (Others)
      Others->push_back(std::move(File));
  }
}

/// Moves the sources that cannot be converted from Files to Skipped. When
/// the plan writes files (CopyBinaries), a binary source is copied as it is,
/// so that the output tree has every file of the input tree.
static void setAsideUnconvertible(InputPlan &Plan, bool CopyBinaries) {
  std::vector<PlannedFile> Convertible;
  for (PlannedFile &File : Plan.Files) {
    // The compat header of an earlier conversion is hipport's code, not the
    // user's: copied as it is, never parsed.
    if (isWrittenCompatHeaderFile(File.Path)) {
      if (CopyBinaries)
        Plan.Copies.push_back(std::move(File));
      continue;
    }
    std::optional<Unconvertible> Why = unconvertibleReason(File.Path);
    if (!Why) {
      Convertible.push_back(std::move(File));
      continue;
    }
    bool Copy = CopyBinaries && Why->Copyable;
    Plan.Skipped.push_back({File.Input, Why->Reason, Copy});
    if (Copy)
      Plan.Copies.push_back(std::move(File));
  }
  Plan.Files = std::move(Convertible);
  std::stable_sort(Plan.Skipped.begin(), Plan.Skipped.end(),
                   [](const SkippedFile &A, const SkippedFile &B) {
                     return A.Input < B.Input;
                   });
}

llvm::Expected<InputPlan>
hipport::planInputs(const std::vector<std::string> &Inputs,
                    llvm::StringRef Output, const TreeOptions &Tree) {
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
    if (!Tree.Renames.empty())
      return usageError("--rename-extensions renames the files of a tree; "
                        "the output file of a single input is named by -o");
    addPlanned(Plan, {Inputs[0], Abs, Output.str(), !Tree.isHeader(Inputs[0])});
    setAsideUnconvertible(Plan, /*CopyBinaries=*/Output != "-");
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
    if (IsDir)
      Plan.InputDirectories.emplace_back(Input, Root);
    llvm::SmallString<256> OutRoot(OutDir);
    if (ManyDirs && IsDir)
      path::append(OutRoot, path::filename(Root));
    Plan.OutputRoots.push_back(std::string(OutRoot));
    std::vector<std::string> Files, Others;
    if (IsDir)
      listTree(Input, Tree, Files, Tree.SourcesOnly ? nullptr : &Others,
               Plan.Skipped);
    else
      Files.push_back(Input);
    for (bool Copy : {false, true}) {
      for (const std::string &File : Copy ? Others : Files) {
        std::string Abs = normalizePath(File);
        llvm::StringRef Rel = llvm::StringRef(Abs).drop_front(Root.size());
        Rel = Rel.ltrim('/');
        llvm::SmallString<256> Out(OutRoot);
        path::append(Out, Copy ? Rel.str() : Tree.renamed(Rel));
        if (InputPaths.count(Out))
          return usageError("the output '" + Out +
                            "' is an input: hipport does not modify its "
                            "inputs");
        if (!Outputs.insert(Out).second)
          return usageError("two inputs would both be written to '" + Out +
                            "'");
        PlannedFile Planned{File, Abs, std::string(Out), !Tree.isHeader(File)};
        if (Copy)
          Plan.Copies.push_back(std::move(Planned));
        else
          addPlanned(Plan, std::move(Planned));
      }
    }
  }
  setAsideUnconvertible(Plan, /*CopyBinaries=*/true);
  return Plan;
}

llvm::Expected<InputPlan>
hipport::planLintInputs(const std::vector<std::string> &Inputs,
                        const TreeOptions &Tree) {
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
      Plan.InputDirectories.emplace_back(Input, Abs);
      Files.clear();
      listTree(Input, Tree, Files, nullptr, Plan.Skipped);
    }
    for (const std::string &File : Files)
      addPlanned(Plan, {File, normalizePath(File), "", !Tree.isHeader(File)});
  }
  setAsideUnconvertible(Plan, /*CopyBinaries=*/false);
  return Plan;
}
