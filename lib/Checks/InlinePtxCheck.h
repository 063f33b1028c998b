//===- InlinePtxCheck.h - asm in device code --------------------*- C++ -*-===//
#ifndef HIPPORT_CHECKS_INLINEPTXCHECK_H
#define HIPPORT_CHECKS_INLINEPTXCHECK_H

#include "Checks/Check.h"

namespace hipport {

/// Inline assembly in device code is PTX, which no AMD GPU runs. Special
/// registers with a HIP intrinsic (%laneid, %lanemask_*) are named.
class InlinePtxCheck : public Check {
public:
  explicit InlinePtxCheck(RewriteContext &Ctx)
      : Check("hipport-inline-ptx", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
};

} // namespace hipport

#endif
