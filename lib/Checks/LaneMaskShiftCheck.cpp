//===- LaneMaskShiftCheck.cpp ---------------------------------------------===//
#include "Checks/LaneMaskShiftCheck.h"
#include "Checks/WarpPatterns.h"
#include "clang/AST/ASTContext.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void LaneMaskShiftCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      binaryOperator(hasOperatorName("<<"),
                     hasLHS(ignoringParenImpCasts(integerLiteral(equals(1)))))
          .bind("shift"),
      this);
}

void LaneMaskShiftCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Shift = R.Nodes.getNodeAs<BinaryOperator>("shift");
  ASTContext &AST = *R.Context;
  if (!inProject(Shift->getOperatorLoc()) || Shift->isTypeDependent() ||
      AST.getTypeSize(Shift->getType()) > 32)
    return;
  if (!isLaneValue(Shift->getRHS(), Ctx.classifier(), AST))
    return;
  std::vector<RewriteContext::Fix> Fixes;
  if (auto Fix = replacement(Shift->getLHS()->getSourceRange(), "1ull"))
    Fixes.push_back(*Fix);
  diag(Shift->getOperatorLoc(),
       "lane mask built in 32 bits: on a 64-lane wavefront lanes 32-63 "
       "shift past the width of the mask; build it from 1ull",
       std::move(Fixes));
}
