//===- YamlFiles.cpp ------------------------------------------------------===//
#include "Support/YamlFiles.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace hipport;

llvm::Expected<std::vector<std::string>>
hipport::listYamlFiles(llvm::StringRef Dir) {
  std::vector<std::string> Files;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    if (llvm::sys::path::extension(It->path()) == ".yaml")
      Files.push_back(It->path());
  if (EC)
    return llvm::createStringError(EC, "%s: error: cannot list files: %s",
                                   Dir.str().c_str(), EC.message().c_str());
  std::sort(Files.begin(), Files.end());
  return Files;
}
