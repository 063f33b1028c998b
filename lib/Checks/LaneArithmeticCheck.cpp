//===- LaneArithmeticCheck.cpp --------------------------------------------===//
#include "Checks/LaneArithmeticCheck.h"
#include "Checks/WarpPatterns.h"
#include "clang/AST/ASTContext.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void LaneArithmeticCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(binaryOperator(hasAnyOperatorName("&", "%", "/", ">>",
                                                      "==", "!=", "<", "<=",
                                                      ">", ">="),
                                   forFunction(functionDecl().bind("fn")))
                        .bind("op"),
                    this);
}

namespace {

/// What one warp-size split of a thread index means, and its portable form.
struct Split {
  BinaryOperatorKind Op;
  uint64_t Value;
  const char *Meaning;
  const char *Portable; ///< Replaces the operator and the constant.
};

constexpr Split Splits[] = {
    {BO_And, 31, "a lane id", "& (warpSize - 1)"},
    {BO_Rem, 32, "a lane id", "% warpSize"},
    {BO_Div, 32, "a warp id", "/ warpSize"},
    {BO_Shr, 5, "a warp id", "/ warpSize"},
};

} // namespace

void LaneArithmeticCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Op = R.Nodes.getNodeAs<BinaryOperator>("op");
  const auto *Fn = R.Nodes.getNodeAs<FunctionDecl>("fn");
  ASTContext &AST = *R.Context;
  if (!inProject(Op->getOperatorLoc()) || Op->isTypeDependent())
    return;
  ConstantOrigin Constant = constantOrigin(Op->getRHS(), AST);
  if (Constant.K != ConstantOrigin::Literal &&
      Constant.K != ConstantOrigin::WarpNamed)
    return;
  const Expr *Lhs = Op->getLHS();
  const char *Meaning = nullptr, *Portable = nullptr;
  if (Op->isComparisonOp()) {
    if ((Constant.Value != 31 && Constant.Value != 32) ||
        !isLaneValue(Lhs, Ctx.classifier(), AST))
      return;
    Meaning = "a lane compared with the size of a 32-lane warp";
    Portable = Constant.Value == 31 ? "warpSize - 1" : "warpSize";
  } else {
    for (const Split &S : Splits) {
      if (S.Op != Op->getOpcode() || S.Value != Constant.Value)
        continue;
      llvm::StringRef Var = builtinVariableOf(Lhs, Ctx.classifier());
      bool WarpsPerBlock = Var == "blockDim" && S.Op != BO_And &&
                           S.Op != BO_Rem;
      if (!WarpsPerBlock && !isThreadIndexDerived(Lhs, Ctx.classifier()))
        return;
      Meaning = WarpsPerBlock ? "the number of warps per block" : S.Meaning;
      Portable = S.Portable;
    }
    if (!Meaning)
      return;
  }
  std::vector<RewriteContext::Fix> Fixes;
  if (Constant.K == ConstantOrigin::Literal && isInDeviceCode(Fn)) {
    SourceRange Range = Op->isComparisonOp()
                            ? Op->getRHS()->getSourceRange()
                            : SourceRange(Op->getOperatorLoc(),
                                          Op->getRHS()->getEndLoc());
    if (auto Fix = replacement(Range, Portable))
      Fixes.push_back(*Fix);
  }
  std::string Through =
      Constant.K == ConstantOrigin::WarpNamed ? " ('" + Constant.Name + "')"
                                              : "";
  diag(Op->getOperatorLoc(),
       "computes " + llvm::Twine(Meaning) + " with " +
           std::to_string(Constant.Value) + Through +
           ", assuming 32-lane warps; AMD wavefronts have 64 lanes" +
           (isInDeviceCode(Fn) ? "; use '" + llvm::Twine(Portable) + "'"
                               : "; query hipDeviceAttributeWarpSize"),
       std::move(Fixes));
}
