//===- WarpFullMaskCheck.h - 32-bit masks to *_sync intrinsics --*- C++ -*-===//
#ifndef HIPPORT_CHECKS_WARPFULLMASKCHECK_H
#define HIPPORT_CHECKS_WARPFULLMASKCHECK_H

#include "Checks/Check.h"
#include <set>

namespace hipport {

/// `__shfl_down_sync(0xffffffff, ...)`: HIP's lane masks are 64-bit, and
/// HIP 6.2's *_sync intrinsics reject a 32-bit mask at compile time. The
/// mask may be written, a macro, a named constant, a variable or a wrapper
/// parameter's default. A full mask becomes __activemask(), the one mask
/// ROCm's run-time check accepts in a partial wavefront too; a partial mask
/// keeps its lanes. A ballot compared with 0xffffffff is reported too.
class WarpFullMaskCheck : public Check {
public:
  explicit WarpFullMaskCheck(RewriteContext &Ctx)
      : Check("hipport-warp-full-mask", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
  void endOfTranslationUnit(clang::ASTContext &AST) override;

private:
  /// A mask finding, held until the unit's warp assumptions are known.
  struct PendingMask {
    const clang::FunctionDecl *Fn;
    clang::SourceLocation Loc;
    std::string Message;
    std::vector<RewriteContext::Fix> Fixes;
  };
  std::vector<PendingMask> Pending;
  std::string activeMask() const;
  std::optional<RewriteContext::Fix> maskFix(const clang::Expr *Mask,
                                             llvm::StringRef Text,
                                             clang::ASTContext &AST);
  void reportKeptMasks(const clang::FunctionDecl *Fn,
                       const std::set<unsigned> &Lines, clang::ASTContext &AST);
  /// __activemask() == 0xffffffff: never true on a full 64-lane wavefront.
  void checkComparison(const clang::BinaryOperator *Compare,
                       clang::ASTContext &AST);
};

} // namespace hipport

#endif
