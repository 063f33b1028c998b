//===- LaneArithmeticCheck.h - Lane and warp ids computed with 32 -*- C++
//-*-===//
#ifndef HIPPORT_CHECKS_LANEARITHMETICCHECK_H
#define HIPPORT_CHECKS_LANEARITHMETICCHECK_H

#include "Checks/Check.h"

namespace hipport {

/// `threadIdx.x & 31`, `% 32` (lane), `/ 32`, `>> 5` (warp id),
/// `blockDim.x / 32` (warps per block), lanes compared with 31 or 32, the
/// first warp selected as `tid < 32` around warp intrinsics, and loops that
/// stride from a lane by 32.
/// Only on thread indices and lanes: a 32 that splits other data, or comes
/// from a name like TILE, is not a warp size.
class LaneArithmeticCheck : public Check {
public:
  explicit LaneArithmeticCheck(RewriteContext &Ctx)
      : Check("hipport-warp-lane-arithmetic", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  std::vector<RewriteContext::Fix> warpSizeFix(const clang::Expr *Constant,
                                               const clang::FunctionDecl *Fn,
                                               clang::ASTContext &AST);
  void checkFirstWarp(const clang::IfStmt *If, const clang::FunctionDecl *Fn,
                      clang::ASTContext &AST);
  void checkLaneStride(const clang::ForStmt *Loop,
                       const clang::FunctionDecl *Fn, clang::ASTContext &AST);
};

} // namespace hipport

#endif
