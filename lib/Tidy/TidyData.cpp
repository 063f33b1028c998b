//===- TidyData.cpp -------------------------------------------------------===//
#include "Tidy/TidyData.h"
#include "Mapping/MappingLoader.h"
#include "Mapping/TableCache.h"
#include "Support/DataDirectory.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include <dlfcn.h>
#include <memory>

using namespace hipport;
namespace path = llvm::sys::path;

std::vector<std::string>
hipport::tidyDataCandidates(llvm::StringRef PluginPath) {
  std::vector<std::string> Dirs;
  if (std::optional<std::string> Env =
          llvm::sys::Process::GetEnv("HIPPORT_DATA_DIR");
      Env && !Env->empty())
    Dirs.push_back(*Env);
  // PREFIX/lib/libhipportTidy.so, then build/lib/Tidy/libhipportTidy.so.
  llvm::SmallString<256> Up(path::parent_path(PluginPath));
  for (int Level = 0; Level < 2 && !Up.empty(); ++Level) {
    Up = path::parent_path(Up);
    llvm::SmallString<256> Dir(Up);
    path::append(Dir, "share", "hipport");
    Dirs.push_back(std::string(Dir));
  }
  return Dirs;
}

/// The file this code was loaded from: the plugin, wherever clang-tidy
/// found it.
static std::string pluginPath() {
  Dl_info Info;
  if (dladdr(reinterpret_cast<void *>(&pluginPath), &Info) && Info.dli_fname)
    return Info.dli_fname;
  return "";
}

static llvm::Error load(TidyData &Data) {
  std::vector<std::string> Candidates = tidyDataCandidates(pluginPath());
  for (const std::string &Dir : Candidates)
    if (isDataDirectory(Dir)) {
      Data.Directory = Dir;
      break;
    }
  if (Data.Directory.empty())
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "hipport's data files (rules/ and mappings/) are not in %s; set "
        "HIPPORT_DATA_DIR to the directory that has them",
        llvm::join(Candidates, " or ").c_str());
  llvm::SmallString<256> Rules(Data.Directory), Tables(Data.Directory);
  path::append(Rules, "rules");
  path::append(Tables, "mappings");
  if (llvm::Error Err = Data.Rules.loadDirectory(Rules))
    return Err;
  auto Files = listTableFiles(Tables);
  if (!Files)
    return Files.takeError();
  return loadTablesWithCache(*Files, defaultCacheDirectory(), Data.Table);
}

llvm::Expected<const TidyData &> hipport::tidyData() {
  // Loaded by the first check that asks and kept for every unit after.
  static const auto Loaded = [] {
    auto Data = std::make_unique<TidyData>();
    std::string Error;
    if (llvm::Error Err = load(*Data))
      Error = llvm::toString(std::move(Err));
    return std::make_pair(std::move(Data), Error);
  }();
  if (!Loaded.second.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   Loaded.second);
  return *Loaded.first;
}
