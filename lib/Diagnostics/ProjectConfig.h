//===- ProjectConfig.h - A project's rule settings --------------*- C++ -*-===//
//
// `.hipport.yaml` (or --config FILE):
//   severity:
//     hipport-warp-full-mask: error
//   disable: [hipport-lds-*]
//   enable: [hipport-lds-over-limit]
//   hip-macros: [MYPROJ_USE_HIP]
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_DIAGNOSTICS_PROJECTCONFIG_H
#define HIPPORT_DIAGNOSTICS_PROJECTCONFIG_H

#include "Diagnostics/RuleCatalog.h"
#include "llvm/Support/Error.h"
#include <map>
#include <string>
#include <vector>

namespace hipport {

struct ProjectConfig {
  std::map<std::string, Severity> Severities;
  std::vector<std::string> Disabled;
  std::vector<std::string> Enabled;
  /// The project's own macros that mark HIP code.
  std::vector<std::string> HipMacros;
};

/// Whether Name can name a macro (a C identifier).
bool isMacroName(llvm::StringRef Name);

/// Reads a project configuration; errors are "FILE:LINE:COL: error: ...",
/// including a severity for a rule the catalogue does not know.
llvm::Expected<ProjectConfig> loadProjectConfig(llvm::StringRef Path,
                                                const RuleCatalog &Rules);

} // namespace hipport

#endif
