//===- LaneMaskShiftCheck.cpp ---------------------------------------------===//
#include "Checks/LaneMaskShiftCheck.h"
#include "Analysis/WarpValues.h"
#include "clang/AST/ASTContext.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void LaneMaskShiftCheck::registerMatchers(MatchFinder &Finder) {
  // 1 << lane (one lane) and -1 << lane, ~0u << lane (lanes from here up).
  Finder.addMatcher(binaryOperator(hasOperatorName("<<"),
                                   forFunction(functionDecl().bind("fn")))
                        .bind("shift"),
                    this);
}

void LaneMaskShiftCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Shift = R.Nodes.getNodeAs<BinaryOperator>("shift");
  ASTContext &AST = *R.Context;
  if (!inProject(Shift->getOperatorLoc()) || Shift->isTypeDependent() ||
      AST.getTypeSize(Shift->getType()) > 32)
    return;
  ConstantOrigin Base = constantOrigin(Shift->getLHS(), AST);
  Expr::EvalResult Signed;
  bool AllOnes = Shift->getLHS()->EvaluateAsInt(Signed, AST) &&
                 (Signed.Val.getInt().isAllOnes());
  bool One = Base.K != ConstantOrigin::NotConstant && Base.Value == 1;
  if (!One && !AllOnes)
    return;
  if (!isLaneValue(Shift->getRHS(), Ctx.classifier(), AST))
    return;
  // `1u << (i % 32)` is below 32 by construction: a bit of a 32-bit word.
  if (const auto *Split =
          dyn_cast<BinaryOperator>(Shift->getRHS()->IgnoreParenImpCasts()))
    if (Split->getOpcode() == BO_Rem || Split->getOpcode() == BO_And)
      return;
  Candidates.push_back({Shift, R.Nodes.getNodeAs<FunctionDecl>("fn"), One});
}

void LaneMaskShiftCheck::endOfTranslationUnit(ASTContext &AST) {
  if (Candidates.empty())
    return;
  const WarpAssumptions &Analysis = warpAssumptions(AST);
  for (const Candidate &C : Candidates)
    if (Analysis.inHardwareWarpCode(C.Fn))
      report(C.Shift, C.One, C.Fn, AST);
  Candidates.clear();
}

void LaneMaskShiftCheck::report(const BinaryOperator *Shift, bool One,
                                const FunctionDecl *Fn, ASTContext &AST) {
  llvm::StringRef Wide = One ? "1ull" : "~0ull";
  std::vector<RewriteContext::Fix> Fixes;
  // Only a written number is replaced; a named constant is the user's to
  // widen.
  const Expr *Lhs = Shift->getLHS()->IgnoreParenImpCasts();
  if (const auto *Unary = dyn_cast<UnaryOperator>(Lhs))
    Lhs = Unary->getSubExpr()->IgnoreParenImpCasts();
  if (isa<IntegerLiteral>(Lhs) && !Lhs->getBeginLoc().isMacroID())
    if (auto Fix = replacement(Shift->getLHS()->getSourceRange(), Wide))
      Fixes.push_back(*Fix);
  std::string Held = withholdInUnported(Fn, AST, Fixes);
  diag(Shift->getOperatorLoc(),
       "lane mask built in 32 bits: on a 64-lane wavefront lanes 32-63 "
       "shift past the width of the mask; build it from " +
           Wide + Held,
       std::move(Fixes));
}
