//===- ShuffleWarp32Check.cpp ---------------------------------------------===//
#include "Checks/ShuffleWarp32Check.h"
#include "Checks/WarpPatterns.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void ShuffleWarp32Check::registerMatchers(MatchFinder &Finder) {
  auto InFunction = forFunction(functionDecl().bind("fn"));
  Finder.addMatcher(forStmt(InFunction).bind("loop"), this);
  Finder.addMatcher(callExpr(InFunction).bind("call"), this);
}

void ShuffleWarp32Check::run(const MatchFinder::MatchResult &R) {
  const auto *Fn = R.Nodes.getNodeAs<FunctionDecl>("fn");
  if (const auto *Loop = R.Nodes.getNodeAs<ForStmt>("loop"))
    checkLoop(Loop, Fn, *R.Context);
  else if (const auto *Call = R.Nodes.getNodeAs<CallExpr>("call"))
    checkCall(Call, Fn, *R.Context);
}

namespace {

/// Finds a shuffle in a loop body whose lane argument uses the loop variable.
class ShuffleUse : public RecursiveASTVisitor<ShuffleUse> {
public:
  ShuffleUse(const VarDecl *Var, SourceClassifier &Classifier)
      : Var(Var), Classifier(Classifier) {}
  bool VisitCallExpr(CallExpr *Call) {
    llvm::StringRef Name = cudaCalleeName(Call, Classifier);
    if (isShuffleIntrinsic(Name))
      for (const Expr *Arg : Call->arguments())
        if (mentions(Arg)) {
          Found = Call;
          SyncForm = Name.ends_with("_sync");
        }
    return !Found;
  }
  bool mentions(const Expr *E) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      return Ref->getDecl() == Var;
    for (const Stmt *Child : E->children())
      if (const auto *ChildExpr = dyn_cast_or_null<Expr>(Child))
        if (mentions(ChildExpr))
          return true;
    return false;
  }
  const CallExpr *Found = nullptr;
  bool SyncForm = false;

private:
  const VarDecl *Var;
  SourceClassifier &Classifier;
};

/// The loop variable, when the condition compares it with a constant.
const VarDecl *loopVariable(const ForStmt *Loop) {
  const auto *Init = dyn_cast_or_null<DeclStmt>(Loop->getInit());
  if (!Init || !Init->isSingleDecl())
    return nullptr;
  const auto *Var = dyn_cast<VarDecl>(Init->getSingleDecl());
  return Var && Var->getInit() && Var->getType()->isIntegerType() ? Var
                                                                  : nullptr;
}

} // namespace

void ShuffleWarp32Check::checkLoop(const ForStmt *Loop, const FunctionDecl *Fn,
                                   ASTContext &AST) {
  const VarDecl *Var = loopVariable(Loop);
  const Expr *CondExpr = Loop->getCond();
  if (!Var || !CondExpr || !Loop->getBody() || !inProject(Loop->getForLoc()))
    return;
  ShuffleUse Use(Var, Ctx.classifier());
  Use.TraverseStmt(const_cast<Stmt *>(Loop->getBody()));
  if (!Use.Found)
    return;
  // A shuffle with an explicit width works on a logical warp of that width:
  // an offset starting at half of it is consistent, and the width itself is
  // what is reported.
  unsigned WidthIndex = Use.SyncForm ? 3 : 2;
  if (WidthIndex < Use.Found->getNumArgs() &&
      !isa<CXXDefaultArgExpr>(Use.Found->getArg(WidthIndex)))
    return;
  // Halving loop: for (offset = 16; offset > 0; offset /= 2), also written
  // with the bare counter as condition (`offset;`).
  const auto *Cond = dyn_cast<BinaryOperator>(CondExpr->IgnoreParenImpCasts());
  bool CountsDown = Cond ? Cond->isRelationalOp() || Cond->getOpcode() == BO_NE
                         : isa<DeclRefExpr>(CondExpr->IgnoreParenImpCasts());
  if (constantOrigin(Var->getInit(), AST).countsLanes(16) && CountsDown) {
    LoopVariables.insert(Var);
    report(Var->getInit(), Fn, AST, "warpSize / 2",
           "shuffle reduction starts at offset 16: on a 64-lane wavefront "
           "lanes 32-63 are never combined; start at warpSize / 2");
    return;
  }
  // Doubling loop: for (offset = 1; offset < 32; offset *= 2).
  if (!Cond)
    return;
  if (constantOrigin(Cond->getRHS(), AST).countsLanes(32) &&
      (Cond->getOpcode() == BO_LT || Cond->getOpcode() == BO_NE)) {
    LoopVariables.insert(Var);
    report(Cond->getRHS(), Fn, AST, "warpSize",
           "shuffle loop stops at 32 lanes: a 64-lane wavefront needs one "
           "more step; bound it by warpSize");
  }
}

void ShuffleWarp32Check::checkCall(const CallExpr *Call, const FunctionDecl *Fn,
                                   ASTContext &AST) {
  llvm::StringRef Name = cudaCalleeName(Call, Ctx.classifier());
  if (!isShuffleIntrinsic(Name) || !inProject(Call->getBeginLoc()))
    return;
  // The *_sync forms take the mask first.
  unsigned First = Name.ends_with("_sync") ? 1 : 0;
  if (Call->getNumArgs() < First + 2)
    return;
  const Expr *Lane = Call->getArg(First + 1);
  ConstantOrigin LaneValue = constantOrigin(Lane, AST);
  bool Reduction =
      Name.starts_with("__shfl_down") || Name.starts_with("__shfl_xor");
  bool Broadcast = Name == "__shfl" || Name == "__shfl_sync";
  unsigned WidthIndex = First + 2;
  bool ExplicitWidth = WidthIndex < Call->getNumArgs() &&
                       !isa<CXXDefaultArgExpr>(Call->getArg(WidthIndex));
  // With an explicit width the offset belongs to that logical warp; the
  // width is what is reported.
  if (Reduction && LaneValue.countsLanes(16) && !ExplicitWidth)
    report(Lane, Fn, AST, "",
           "'" + Name +
               "' with offset 16 starts a 32-lane reduction: on a "
               "64-lane wavefront add a step with offset 32 "
               "(or loop from warpSize / 2)");
  else if (Broadcast && LaneValue.countsLanes(31))
    report(Lane, Fn, AST, "warpSize - 1",
           "broadcast from lane 31 assumes it is the last lane; on a 64-lane "
           "wavefront the last lane is 63: use warpSize - 1");
  if (!ExplicitWidth)
    return;
  const Expr *Width = Call->getArg(WidthIndex);
  if (constantOrigin(Width, AST).countsLanes(32))
    report(Width, Fn, AST, "warpSize",
           "'" + Name +
               "' with width 32 splits a 64-lane wavefront into two "
               "halves; the whole warp is width warpSize");
}

void ShuffleWarp32Check::report(const Expr *Constant, const FunctionDecl *Fn,
                                ASTContext &AST, llvm::StringRef Replacement,
                                const llvm::Twine &Message) {
  std::vector<RewriteContext::Fix> Fixes;
  bool Written = constantOrigin(Constant, AST).K == ConstantOrigin::Literal;
  if (!Replacement.empty() && Written && isInDeviceCode(Fn))
    if (auto Fix = replacement(Constant->getSourceRange(), Replacement))
      Fixes.push_back(*Fix);
  diag(Constant->getBeginLoc(), Message, std::move(Fixes));
}
