//===- Common.cpp - What every subcommand needs ---------------------------===//
#include "Commands.h"
#include "Mapping/MappingLoader.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

using namespace hipport;

std::string hipport::dataDirectory() {
  if (std::optional<std::string> Env =
          llvm::sys::Process::GetEnv("HIPPORT_DATA_DIR");
      Env && !Env->empty())
    return *Env;
  return HIPPORT_DATA_DIR;
}

llvm::Error hipport::loadTables(MappingTable &Table,
                                const std::vector<std::string> &UserTables) {
  llvm::SmallString<256> Dir(dataDirectory());
  llvm::sys::path::append(Dir, "mappings");
  if (llvm::Error Err = loadMappingDirectory(Dir, Table))
    return Err;
  for (const std::string &File : UserTables)
    if (llvm::Error Err = loadMappingFile(File, Table))
      return Err;
  return llvm::Error::success();
}
