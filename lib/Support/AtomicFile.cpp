//===- AtomicFile.cpp -----------------------------------------------------===//
#include "Support/AtomicFile.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace hipport;

llvm::Error hipport::writeFileAtomically(llvm::StringRef Path,
                                         llvm::StringRef Contents,
                                         unsigned Mode) {
  llvm::StringRef Dir = llvm::sys::path::parent_path(Path);
  if (!Dir.empty())
    if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
      return llvm::createStringError(EC, "cannot create directory '%s': %s",
                                     Dir.str().c_str(), EC.message().c_str());
  llvm::SmallString<256> Model(Path);
  Model += ".hipport-%%%%%%.tmp";
  int FD = -1;
  llvm::SmallString<256> TempPath;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(
          Model, FD, TempPath, llvm::sys::fs::OF_None, Mode))
    return llvm::createStringError(EC, "cannot create a file beside '%s': %s",
                                   Path.str().c_str(), EC.message().c_str());
  {
    llvm::raw_fd_ostream Out(FD, /*shouldClose=*/true);
    Out << Contents;
    Out.close();
    if (Out.has_error()) {
      std::error_code EC = Out.error();
      Out.clear_error();
      llvm::sys::fs::remove(TempPath);
      return llvm::createStringError(EC, "cannot write '%s': %s",
                                     Path.str().c_str(), EC.message().c_str());
    }
  }
  if (std::error_code EC = llvm::sys::fs::rename(TempPath, Path)) {
    llvm::sys::fs::remove(TempPath);
    return llvm::createStringError(EC, "cannot replace '%s': %s",
                                   Path.str().c_str(), EC.message().c_str());
  }
  return llvm::Error::success();
}

unsigned hipport::permissionsOf(llvm::StringRef Path) {
  llvm::ErrorOr<llvm::sys::fs::perms> Perms =
      llvm::sys::fs::getPermissions(Path);
  return Perms ? static_cast<unsigned>(*Perms) & 0777 : 0666;
}
