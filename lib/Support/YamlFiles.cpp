//===- YamlFiles.cpp ------------------------------------------------------===//
#include "Support/YamlFiles.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <yaml-cpp/mark.h>

using namespace hipport;

llvm::Error hipport::yamlError(llvm::StringRef File, const YAML::Mark &Mark,
                               const llvm::Twine &Message) {
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(), "%s:%d:%d: error: %s", File.str().c_str(),
      Mark.line + 1, Mark.column + 1, Message.str().c_str());
}

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
