//===- SourceClassifier.cpp -----------------------------------------------===//
#include "Rewrite/SourceClassifier.h"
#include "Rewrite/CompatShims.h"
#include "Support/CudaPrelude.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace hipport;
using namespace clang;

std::string hipport::normalizePath(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

bool hipport::pathIsUnder(llvm::StringRef Path, llvm::StringRef Dir) {
  if (Dir.empty() || !Path.starts_with(Dir))
    return false;
  return Path.size() == Dir.size() || Dir.ends_with("/") ||
         llvm::sys::path::is_separator(Path[Dir.size()]);
}

static std::string realPathOrSelf(llvm::StringRef Path) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Path, Real))
    return Path.str();
  return std::string(Real);
}

SourceClassifier::SourceClassifier(const SourceManager &SM,
                                   std::vector<std::string> Dirs,
                                   std::vector<std::string> Roots)
    : SM(SM) {
  // Compare both as spelled and with symlinks resolved: /usr/local/cuda is
  // usually a link to a versioned directory.
  for (const std::string &Dir : Dirs) {
    CudaDirs.push_back(normalizePath(Dir));
    CudaDirs.push_back(realPathOrSelf(CudaDirs.back()));
  }
  for (const std::string &Root : Roots) {
    ProjectRoots.push_back(normalizePath(Root));
    ProjectRoots.push_back(realPathOrSelf(ProjectRoots.back()));
  }
}

const FileClass &SourceClassifier::classify(FileID FID) {
  if (FID.isInvalid())
    return NotAFile;
  auto [It, Inserted] = Cache.try_emplace(FID);
  if (!Inserted)
    return It->second;
  FileClass &Class = It->second;
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(FID);
  if (!Entry)
    return Class;
  Class.DisplayPath = Entry->getName().str();
  Class.Path = normalizePath(Class.DisplayPath);
  std::string Real = realPathOrSelf(Class.Path);
  llvm::StringRef Name = llvm::sys::path::filename(Class.Path);
  for (const std::string &Dir : CudaDirs)
    if (pathIsUnder(Class.Path, Dir) || pathIsUnder(Real, Dir))
      Class.IsCuda = Class.IsToolkit = true;
  // clang's own CUDA support headers declare the device builtins and
  // intrinsics (threadIdx, __shfl_down_sync, ...) in CUDA mode.
  // hipport's CUDA prelude declares what nvcc predefines (the
  // __nv_atomic_* built-ins): CUDA's names too.
  if (Name.starts_with("__clang_cuda_") ||
      Class.Path.find("/cuda_wrappers/") != std::string::npos ||
      isCudaPreludePath(Class.Path))
    Class.IsCuda = true;
  // hipport's own compat header, in a tree converted before: not the user's.
  if (Class.IsCuda || isWrittenCompatHeader(Class.Path, SM.getBufferData(FID)))
    return Class;
  SrcMgr::CharacteristicKind Kind =
      SM.getFileCharacteristic(SM.getLocForStartOfFile(FID));
  if (SrcMgr::isSystem(Kind))
    return Class;
  if (ProjectRoots.empty()) {
    Class.IsProject = true;
    return Class;
  }
  for (const std::string &Root : ProjectRoots)
    if (pathIsUnder(Class.Path, Root) || pathIsUnder(Real, Root))
      Class.IsProject = true;
  return Class;
}

bool SourceClassifier::isToolkitPath(llvm::StringRef Path) const {
  std::string Abs = normalizePath(Path);
  std::string Real = realPathOrSelf(Abs);
  for (const std::string &Dir : CudaDirs)
    if (pathIsUnder(Abs, Dir) || pathIsUnder(Real, Dir))
      return true;
  return false;
}

bool SourceClassifier::isProjectPath(llvm::StringRef Path) const {
  if (isToolkitPath(Path))
    return false;
  std::string Abs = normalizePath(Path);
  std::string Real = realPathOrSelf(Abs);
  for (const std::string &Root : ProjectRoots)
    if (pathIsUnder(Abs, Root) || pathIsUnder(Real, Root))
      return true;
  return ProjectRoots.empty();
}

bool SourceClassifier::isCudaDecl(const Decl *D) {
  bool SawCuda = false;
  for (const Decl *Redecl : D->redecls()) {
    SourceLocation Loc = SM.getExpansionLoc(Redecl->getLocation());
    if (Loc.isInvalid())
      continue; // Implicit builtin declaration: no file to judge by.
    if (!classify(Loc).IsCuda)
      return false;
    SawCuda = true;
  }
  return SawCuda;
}
