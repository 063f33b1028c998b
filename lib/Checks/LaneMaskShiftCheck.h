//===- LaneMaskShiftCheck.h - `1 << lane` built in 32 bits ------*- C++ -*-===//
#ifndef HIPPORT_CHECKS_LANEMASKSHIFTCHECK_H
#define HIPPORT_CHECKS_LANEMASKSHIFTCHECK_H

#include "Checks/Check.h"

namespace hipport {

/// `1 << lane` (or `1u << (threadIdx.x % 32)`) is a 32-bit lane mask; lanes
/// 32..63 of a wavefront shift past its width. The fix writes `1ull`.
/// Only in warp code whose lanes are hardware lanes: a bit index into a
/// 32-bit word, or a lane of a consistent 32-lane group, stays below 32.
class LaneMaskShiftCheck : public Check {
public:
  explicit LaneMaskShiftCheck(RewriteContext &Ctx)
      : Check("hipport-warp-lane-mask", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
  void endOfTranslationUnit(clang::ASTContext &AST) override;

private:
  struct Candidate {
    const clang::BinaryOperator *Shift;
    const clang::FunctionDecl *Fn;
    bool One;
  };
  void report(const clang::BinaryOperator *Shift, bool One,
              const clang::FunctionDecl *Fn, clang::ASTContext &AST);
  std::vector<Candidate> Candidates;
};

} // namespace hipport

#endif
