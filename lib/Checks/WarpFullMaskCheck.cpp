//===- WarpFullMaskCheck.cpp ----------------------------------------------===//
#include "Checks/WarpFullMaskCheck.h"
#include "Checks/WarpPatterns.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

static constexpr char FullMask64[] = "0xffffffffffffffffull";

void WarpFullMaskCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr(unless(argumentCountIs(0))).bind("call"), this);
  Finder.addMatcher(
      binaryOperator(hasAnyOperatorName("==", "!=")).bind("compare"), this);
}

void WarpFullMaskCheck::run(const MatchFinder::MatchResult &R) {
  if (const auto *Compare = R.Nodes.getNodeAs<BinaryOperator>("compare"))
    return checkComparison(Compare, *R.Context);
  const auto *Call = R.Nodes.getNodeAs<CallExpr>("call");
  llvm::StringRef Name = cudaCalleeName(Call, Ctx.classifier());
  if (!isMaskedWarpIntrinsic(Name) || !inProject(Call->getBeginLoc()) ||
      !hipKeepsMask(Ctx, Name))
    return;
  const Expr *Mask = Call->getArg(0)->IgnoreParenImpCasts();
  if (Mask->isTypeDependent() || !Mask->getType()->isIntegerType())
    return;
  ASTContext &AST = *R.Context;
  if (AST.getTypeSize(Mask->getType()) > 32)
    return;
  ConstantOrigin Origin = constantOrigin(Mask, AST);
  // __activemask() and __ballot() are 64-bit in HIP: the converted call
  // passes a full mask.
  if (const auto *Call = dyn_cast<CallExpr>(Mask))
    if (isBallotIntrinsic(cudaCalleeName(Call, Ctx.classifier())))
      return;
  if (Origin.K == ConstantOrigin::NotConstant) {
    diag(Mask->getBeginLoc(),
         "the lane mask passed to '" + Name +
             "' is a 32-bit value; HIP's masks are 64-bit (64-lane "
             "wavefronts): declare it as a 64-bit integer");
    return;
  }
  if (Origin.Value == 0)
    return; // No lanes: nothing to widen.
  // The full mask means "every lane" and widens to all 64; a partial mask
  // keeps its lanes, as a 64-bit number.
  bool Full = Origin.Value == 0xffffffffu;
  std::string Wide = Full ? std::string(FullMask64)
                          : "0x" + llvm::utohexstr(Origin.Value, true) + "ull";
  std::vector<RewriteContext::Fix> Fixes;
  llvm::StringRef Where = "";
  if (Origin.K == ConstantOrigin::Literal) {
    if (auto Fix = replacement(Mask->getSourceRange(), Wide))
      Fixes.push_back(*Fix);
  } else if (const auto *Literal = dyn_cast<IntegerLiteral>(Mask)) {
    // A user macro such as FULL_MASK: widen its definition, once.
    if (auto Token = Ctx.projectToken(
            Ctx.sourceManager().getSpellingLoc(Literal->getLocation())))
      Fixes.push_back({*Token, Wide});
    Where = " (through the macro)";
  }
  diag(Mask->getBeginLoc(),
       (Full ? "32-bit full mask" : "32-bit lane mask") + llvm::Twine(Where) +
           " passed to '" + Name +
           "': HIP's lane masks are 64-bit, and from HIP 6.2 the *_sync "
           "intrinsics reject a 32-bit mask; use " +
           Wide,
       std::move(Fixes));
}

void WarpFullMaskCheck::checkComparison(const BinaryOperator *Compare,
                                        ASTContext &AST) {
  if (!inProject(Compare->getOperatorLoc()))
    return;
  for (const ComparedConstant &Side : comparedConstants(Compare, AST)) {
    const CallExpr *Ballot = ballotSource(Side.Other, Ctx.classifier());
    if (Side.Value != 0xffffffffu || !Ballot)
      continue;
    std::vector<RewriteContext::Fix> Fixes;
    if (auto Fix = replacement(
            Side.Constant->IgnoreParenImpCasts()->getSourceRange(), FullMask64))
      Fixes.push_back(*Fix);
    diag(Side.Constant->getBeginLoc(),
         "the lane mask of '" + cudaCalleeName(Ballot, Ctx.classifier()) +
             "' is compared with the 32-bit full mask: HIP's masks are "
             "64-bit, and with all 64 lanes of a wavefront active the mask "
             "is " +
             FullMask64 + ", not 0xffffffff",
         std::move(Fixes));
    return;
  }
}
