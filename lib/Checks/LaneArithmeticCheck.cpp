//===- LaneArithmeticCheck.cpp --------------------------------------------===//
#include "Checks/LaneArithmeticCheck.h"
#include "Checks/WarpPatterns.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void LaneArithmeticCheck::registerMatchers(MatchFinder &Finder) {
  auto InFunction = forFunction(functionDecl().bind("fn"));
  Finder.addMatcher(ifStmt(InFunction).bind("if"), this);
  Finder.addMatcher(forStmt(InFunction).bind("for"), this);
  Finder.addMatcher(
      binaryOperator(hasAnyOperatorName("&", "%", "/", ">>", "==", "!=", "<",
                                        "<=", ">", ">="),
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

namespace {

/// Whether S contains a warp-level intrinsic (shuffle, vote, ballot).
class WarpIntrinsicFinder : public RecursiveASTVisitor<WarpIntrinsicFinder> {
public:
  explicit WarpIntrinsicFinder(SourceClassifier &Classifier)
      : Classifier(Classifier) {}
  bool VisitCallExpr(CallExpr *Call) {
    llvm::StringRef Name = cudaCalleeName(Call, Classifier);
    Found |= isShuffleIntrinsic(Name) || isBallotIntrinsic(Name) ||
             isMaskedWarpIntrinsic(Name) || Name == "__any" || Name == "__all";
    return !Found;
  }
  bool Found = false;

private:
  SourceClassifier &Classifier;
};

} // namespace

/// Replaces a written 32 by warpSize, in device code (where warpSize is).
std::vector<RewriteContext::Fix>
LaneArithmeticCheck::warpSizeFix(const Expr *Constant, const FunctionDecl *Fn,
                                 ASTContext &AST) {
  std::vector<RewriteContext::Fix> Fixes;
  if (constantOrigin(Constant, AST).K == ConstantOrigin::Literal &&
      isInDeviceCode(Fn))
    if (auto Fix = replacement(Constant->getSourceRange(), "warpSize"))
      Fixes.push_back(*Fix);
  return Fixes;
}

/// `if (tid < 32) { ...shuffles... }`: the first warp of the block, as a
/// 32-lane warp.
void LaneArithmeticCheck::checkFirstWarp(const IfStmt *If,
                                         const FunctionDecl *Fn,
                                         ASTContext &AST) {
  const auto *Cond =
      dyn_cast_or_null<BinaryOperator>(If->getCond()->IgnoreParenImpCasts());
  if (!Cond || Cond->getOpcode() != BO_LT || !inProject(If->getIfLoc()) ||
      !constantOrigin(Cond->getRHS(), AST).countsLanes(32) ||
      !isThreadIndexDerived(Cond->getLHS(), Ctx.classifier()))
    return;
  WarpIntrinsicFinder Finder(Ctx.classifier());
  Finder.TraverseStmt(const_cast<Stmt *>(If->getThen()));
  if (!Finder.Found)
    return;
  diag(Cond->getOperatorLoc(),
       "selects the first warp as the first 32 threads, then uses warp "
       "intrinsics: a 64-lane wavefront is the first 64; use warpSize",
       warpSizeFix(Cond->getRHS(), Fn, AST), Cond->getRHS()->getBeginLoc());
}

/// `for (i = start + lane; i < n; i += 32)`: a warp striding over data.
void LaneArithmeticCheck::checkLaneStride(const ForStmt *Loop,
                                          const FunctionDecl *Fn,
                                          ASTContext &AST) {
  const auto *Init = dyn_cast_or_null<DeclStmt>(Loop->getInit());
  const auto *Inc = dyn_cast_or_null<CompoundAssignOperator>(Loop->getInc());
  if (!Init || !Init->isSingleDecl() || !Inc ||
      Inc->getOpcode() != BO_AddAssign || !inProject(Loop->getForLoc()))
    return;
  const auto *Var = dyn_cast<VarDecl>(Init->getSingleDecl());
  if (!Var || !Var->getInit() ||
      !constantOrigin(Inc->getRHS(), AST).countsLanes(32))
    return;
  // The start must involve a lane id (directly or as a summand).
  const Expr *Start = Var->getInit()->IgnoreParenImpCasts();
  bool FromLane = isLaneValue(Start, Ctx.classifier(), AST);
  if (const auto *Sum = dyn_cast<BinaryOperator>(Start))
    FromLane |= Sum->isAdditiveOp() &&
                (isLaneValue(Sum->getLHS(), Ctx.classifier(), AST) ||
                 isLaneValue(Sum->getRHS(), Ctx.classifier(), AST));
  if (!FromLane)
    return;
  diag(Inc->getOperatorLoc(),
       "a warp strides over data 32 elements at a time from its lane: a "
       "64-lane wavefront covers 64; stride by warpSize",
       warpSizeFix(Inc->getRHS(), Fn, AST), Inc->getRHS()->getBeginLoc());
}

void LaneArithmeticCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Fn = R.Nodes.getNodeAs<FunctionDecl>("fn");
  ASTContext &AST = *R.Context;
  if (const auto *If = R.Nodes.getNodeAs<IfStmt>("if"))
    return checkFirstWarp(If, Fn, AST);
  if (const auto *Loop = R.Nodes.getNodeAs<ForStmt>("for"))
    return checkLaneStride(Loop, Fn, AST);
  const auto *Op = R.Nodes.getNodeAs<BinaryOperator>("op");
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
      bool WarpsPerBlock =
          Var == "blockDim" && S.Op != BO_And && S.Op != BO_Rem;
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
    SourceRange Range =
        Op->isComparisonOp()
            ? Op->getRHS()->getSourceRange()
            : SourceRange(Op->getOperatorLoc(), Op->getRHS()->getEndLoc());
    if (auto Fix = replacement(Range, Portable))
      Fixes.push_back(*Fix);
  }
  std::string Through = Constant.K == ConstantOrigin::WarpNamed
                            ? " ('" + Constant.Name + "')"
                            : "";
  diag(Op->getOperatorLoc(),
       "computes " + llvm::Twine(Meaning) + " with " +
           std::to_string(Constant.Value) + Through +
           ", assuming 32-lane warps; AMD wavefronts have 64 lanes" +
           (isInDeviceCode(Fn) ? "; use '" + llvm::Twine(Portable) + "'"
                               : "; query hipDeviceAttributeWarpSize"),
       std::move(Fixes), Op->getRHS()->getBeginLoc());
}
