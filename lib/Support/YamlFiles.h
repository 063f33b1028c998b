//===- YamlFiles.h - The data files of a directory --------------*- C++ -*-===//
#ifndef HIPPORT_SUPPORT_YAMLFILES_H
#define HIPPORT_SUPPORT_YAMLFILES_H

#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace YAML {
struct Mark;
}

namespace hipport {

/// The *.yaml files of Dir, in name order (so that later files override
/// earlier ones the same way on every machine).
llvm::Expected<std::vector<std::string>> listYamlFiles(llvm::StringRef Dir);

/// "FILE:LINE:COL: error: MESSAGE" at a yaml-cpp position (which counts
/// from zero, where compilers and editors count from one).
llvm::Error yamlError(llvm::StringRef File, const YAML::Mark &Mark,
                      const llvm::Twine &Message);

} // namespace hipport

#endif
