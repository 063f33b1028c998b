//===- DataDirectory.cpp --------------------------------------------------===//
#include "Support/DataDirectory.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

bool hipport::isDataDirectory(llvm::StringRef Dir) {
  llvm::SmallString<256> Rules(Dir), Tables(Dir);
  llvm::sys::path::append(Rules, "rules");
  llvm::sys::path::append(Tables, "mappings");
  return llvm::sys::fs::is_directory(Rules) &&
         llvm::sys::fs::is_directory(Tables);
}
