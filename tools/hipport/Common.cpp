//===- Common.cpp - What every subcommand needs ---------------------------===//
#include "Commands.h"
#include "Mapping/MappingLoader.h"
#include "Mapping/TableCache.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

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
  auto Files = listTableFiles(Dir);
  if (!Files)
    return Files.takeError();
  Files->insert(Files->end(), UserTables.begin(), UserTables.end());
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
