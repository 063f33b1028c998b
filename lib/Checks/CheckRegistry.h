//===- CheckRegistry.h - Every portability check ----------------*- C++ -*-===//
#ifndef HIPPORT_CHECKS_CHECKREGISTRY_H
#define HIPPORT_CHECKS_CHECKREGISTRY_H

#include "Checks/Check.h"
#include <memory>
#include <string>
#include <vector>

namespace hipport {

/// One instance of each check whose rule the options enable.
std::vector<std::unique_ptr<Check>> createChecks(RewriteContext &Ctx);

/// Every rule the checks raise, each once: what the clang-tidy plugin
/// offers as checks.
std::vector<std::string> checkRules();

} // namespace hipport

#endif
