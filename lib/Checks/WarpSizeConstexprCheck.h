//===- WarpSizeConstexprCheck.h - warpSize as a constant --------*- C++ -*-===//
#ifndef HIPPORT_CHECKS_WARPSIZECONSTEXPRCHECK_H
#define HIPPORT_CHECKS_WARPSIZECONSTEXPRCHECK_H

#include "Checks/Check.h"

namespace hipport {

/// clang declares `const int warpSize = 32`, so CUDA code parsed by clang
/// may use it where a constant is required; in HIP it is a run-time value
/// (no longer constexpr from ROCm 7).
class WarpSizeConstexprCheck : public Check {
public:
  explicit WarpSizeConstexprCheck(RewriteContext &Ctx)
      : Check("hipport-warpsize-constexpr", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  void templateArguments(llvm::ArrayRef<clang::TemplateArgumentLoc> Args);
  void report(const clang::DeclRefExpr *Ref, llvm::StringRef Where);
};

} // namespace hipport

#endif
