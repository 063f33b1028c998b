//===- Common.cpp - What every subcommand needs ---------------------------===//
#include "Commands.h"
#include "Mapping/MappingLoader.h"
#include "Mapping/TableCache.h"
#include "Rewrite/ImplicitDeclarations.h"
#include "Support/DataDirectory.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace hipport;
namespace path = llvm::sys::path;

/// PREFIX/share/hipport for the binary at PREFIX/bin/hipport, wherever the
/// prefix was installed, moved or unpacked.
static std::string installedDataDirectory() {
  // The anchor is any function of this binary; on Linux the path comes from
  // /proc/self/exe, with symbolic links resolved.
  std::string Exe = llvm::sys::fs::getMainExecutable(
      nullptr, reinterpret_cast<void *>(&installedDataDirectory));
  if (Exe.empty())
    return "";
  llvm::SmallString<256> Dir(path::parent_path(Exe));
  path::append(Dir, "..", "share", "hipport");
  path::remove_dots(Dir, /*remove_dot_dot=*/true);
  return std::string(Dir);
}

static DataLocation findDataDirectory() {
  if (std::optional<std::string> Env =
          llvm::sys::Process::GetEnv("HIPPORT_DATA_DIR");
      Env && !Env->empty())
    return {*Env, "from HIPPORT_DATA_DIR", true};
  std::string Installed = installedDataDirectory();
  if (!Installed.empty() && isDataDirectory(Installed))
    return {Installed, "next to the binary", true};
  if (isDataDirectory(HIPPORT_DATA_DIR))
    return {HIPPORT_DATA_DIR,
            "build tree: the source directory it was built from", true};
  return {Installed.empty() ? std::string(HIPPORT_DATA_DIR) : Installed,
          "not found; set HIPPORT_DATA_DIR", false};
}

const DataLocation &hipport::dataLocation() {
  static const DataLocation Location = findDataDirectory();
  return Location;
}

std::string hipport::dataDirectory() { return dataLocation().Directory; }

llvm::Error hipport::checkDataDirectory() {
  const DataLocation &Data = dataLocation();
  if (Data.Found)
    return llvm::Error::success();
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      "hipport's data files (mappings/ and rules/) are not in %s or %s; set "
      "HIPPORT_DATA_DIR to the directory that has them",
      Data.Directory.c_str(), static_cast<const char *>(HIPPORT_DATA_DIR));
}

llvm::Error hipport::loadTables(MappingTable &Table,
                                const std::vector<std::string> &UserTables) {
  if (llvm::Error Err = checkDataDirectory())
    return Err;
  llvm::SmallString<256> Dir(dataDirectory());
  path::append(Dir, "mappings");
  auto Files = listTableFiles(Dir);
  if (!Files)
    return Files.takeError();
  Files->insert(Files->end(), UserTables.begin(), UserTables.end());
  // What CUDA's headers declare and HIP's do not (mappings/implicit/).
  path::append(Dir, "implicit");
  auto Implicit = ImplicitDeclarations::load(Dir);
  if (!Implicit)
    return Implicit.takeError();
  ImplicitDeclarations::setGlobal(std::move(*Implicit));
  return loadTablesWithCache(*Files, defaultCacheDirectory(), Table);
}

int hipport::reportConfigError(llvm::StringRef Command, llvm::Error Err) {
  std::string Message = llvm::toString(std::move(Err));
  if (llvm::StringRef(Message).contains(": error: "))
    llvm::errs() << Message << "\n";
  else
    llvm::errs() << "hipport " << Command << ": error: " << Message << "\n";
  return 2;
}

int hipport::reportUsageError(llvm::StringRef Command,
                              const llvm::Twine &Message) {
  llvm::errs() << "hipport " << Command << ": error: " << Message
               << "\n(see 'hipport " << Command << " --help')\n";
  return 2;
}
