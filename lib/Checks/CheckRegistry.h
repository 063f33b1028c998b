//===- CheckRegistry.h - Every portability check ----------------*- C++ -*-===//
#ifndef HIPPORT_CHECKS_CHECKREGISTRY_H
#define HIPPORT_CHECKS_CHECKREGISTRY_H

#include "Checks/Check.h"
#include <memory>
#include <vector>

namespace hipport {

/// One instance of each check whose rule the options enable.
std::vector<std::unique_ptr<Check>> createChecks(RewriteContext &Ctx);

} // namespace hipport

#endif
