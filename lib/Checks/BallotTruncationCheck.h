//===- BallotTruncationCheck.h - 64-bit ballots kept in 32 bits -*- C++ -*-===//
#ifndef HIPPORT_CHECKS_BALLOTTRUNCATIONCHECK_H
#define HIPPORT_CHECKS_BALLOTTRUNCATIONCHECK_H

#include "Checks/Check.h"

namespace hipport {

/// HIP's __ballot and __activemask return 64 bits. A result stored in a
/// 32-bit integer, or counted with __popc/__ffs/__clz/__brev, loses lanes
/// 32-63; a lane count compared with 32 tests for a full 32-lane warp.
/// Fixes widen a written integer type, use the ...ll intrinsic, and compare
/// with warpSize. (A mask compared with 0xffffffff: WarpFullMaskCheck.)
class BallotTruncationCheck : public Check {
public:
  explicit BallotTruncationCheck(RewriteContext &Ctx)
      : Check("hipport-warp-ballot-truncation", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  void checkWrapper(const clang::FunctionDecl *Fn, clang::ASTContext &AST);
  void checkVariable(const clang::VarDecl *Var, clang::ASTContext &AST);
  void checkAssignment(const clang::BinaryOperator *Assign,
                       clang::ASTContext &AST);
  void checkBitCount(const clang::CallExpr *Call, clang::ASTContext &AST);
  void checkComparison(const clang::BinaryOperator *Compare,
                       clang::ASTContext &AST);
};

} // namespace hipport

#endif
