//===- LoadedFiles.cpp ----------------------------------------------------===//
#include "Frontend/LoadedFiles.h"
#include "clang/Basic/FileManager.h"
#include "llvm/Support/Path.h"

using namespace hipport;

std::vector<FileStamp> hipport::loadedFiles(const clang::SourceManager &SM) {
  std::vector<FileStamp> Files;
  for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
    clang::FileEntryRef File = It->first;
    llvm::SmallString<256> Path(File.getName());
    // Not normalised: `..` after a symbolic link is not its parent.
    llvm::sys::fs::make_absolute(Path);
    Files.push_back({std::string(Path), uint64_t(File.getSize()),
                     uint64_t(File.getModificationTime())});
  }
  return Files;
}
