//===- YamlFiles.h - The data files of a directory --------------*- C++ -*-===//
#ifndef HIPPORT_SUPPORT_YAMLFILES_H
#define HIPPORT_SUPPORT_YAMLFILES_H

#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipport {

/// The *.yaml files of Dir, in name order (so that later files override
/// earlier ones the same way on every machine).
llvm::Expected<std::vector<std::string>> listYamlFiles(llvm::StringRef Dir);

} // namespace hipport

#endif
