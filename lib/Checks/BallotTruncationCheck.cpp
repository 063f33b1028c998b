//===- BallotTruncationCheck.cpp ------------------------------------------===//
#include "Checks/BallotTruncationCheck.h"
#include "Analysis/WarpValues.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/TypeLoc.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void BallotTruncationCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(varDecl(hasInitializer(expr())).bind("var"), this);
  Finder.addMatcher(varDecl(hasLocalStorage(), unless(parmVarDecl()),
                            unless(hasInitializer(expr())))
                        .bind("var"),
                    this);
  Finder.addMatcher(binaryOperator(isAssignmentOperator()).bind("assign"),
                    this);
  Finder.addMatcher(callExpr(argumentCountIs(1)).bind("call"), this);
  Finder.addMatcher(functionDecl(isDefinition()).bind("wrapper"), this);
  Finder.addMatcher(
      binaryOperator(hasAnyOperatorName("==", "!=")).bind("compare"), this);
}

static bool isNarrowInteger(QualType T, ASTContext &AST) {
  return !T->isDependentType() && T->isIntegerType() &&
         AST.getTypeSize(T) <= 32;
}

void BallotTruncationCheck::run(const MatchFinder::MatchResult &R) {
  if (const auto *Var = R.Nodes.getNodeAs<VarDecl>("var"))
    checkVariable(Var, *R.Context);
  else if (const auto *Assign = R.Nodes.getNodeAs<BinaryOperator>("assign"))
    checkAssignment(Assign, *R.Context);
  else if (const auto *Call = R.Nodes.getNodeAs<CallExpr>("call"))
    checkBitCount(Call, *R.Context);
  else if (const auto *Compare = R.Nodes.getNodeAs<BinaryOperator>("compare"))
    checkComparison(Compare, *R.Context);
  else if (const auto *Wrapper = R.Nodes.getNodeAs<FunctionDecl>("wrapper"))
    checkWrapper(Wrapper, *R.Context);
}

/// unsigned activeLanes() { return __activemask(); }: the wrapper's own
/// return type drops lanes 32-63 for every caller.
void BallotTruncationCheck::checkWrapper(const FunctionDecl *Fn,
                                         ASTContext &AST) {
  if (!inProject(Fn->getLocation()) ||
      !isNarrowInteger(Fn->getReturnType(), AST))
    return;
  const Expr *Returned = singleReturnValue(Fn);
  if (!Returned || !ballotSource(Returned, Ctx.classifier()))
    return;
  std::vector<RewriteContext::Fix> Fixes;
  if (auto Fix =
          replacement(Fn->getReturnTypeSourceRange(), "unsigned long long"))
    Fixes.push_back(*Fix);
  std::string Held = withholdInUnported(Fn, AST, Fixes);
  diag(Fn->getLocation(),
       "'" + Fn->getName() +
           "' returns a ballot or active mask in 32 bits; HIP's are 64-bit "
           "(64-lane wavefronts), so lanes 32-63 are lost" +
           Held,
       std::move(Fixes));
}

void BallotTruncationCheck::checkVariable(const VarDecl *Var, ASTContext &AST) {
  if (!inProject(Var->getLocation()) || !isNarrowInteger(Var->getType(), AST))
    return;
  // Only the call itself: a copy of a ballot variable is reported where the
  // first variable is declared; but a variable declared without a value and
  // assigned a ballot later (`int mask; ... mask = my_mask;`) holds it too.
  // hasInitializer() also matches a declaration whose initialiser is on
  // another redeclaration.
  bool Assigned = !Var->getInit() && assignedBallot(Var, Ctx.classifier());
  if (!Var->getInit() && !Assigned)
    return;
  // The call itself, or a project's one-line wrapper around it.
  const auto *Init =
      Assigned ? nullptr
               : dyn_cast<CallExpr>(Var->getInit()->IgnoreParenCasts());
  if (!Assigned && (!Init || !ballotSource(Init, Ctx.classifier())))
    return;
  std::vector<RewriteContext::Fix> Fixes;
  TypeLoc Type = Var->getTypeSourceInfo()->getTypeLoc().getUnqualifiedLoc();
  if (!Var->getType()->getContainedAutoType())
    if (auto Fix = replacement(Type.getSourceRange(), "unsigned long long"))
      Fixes.push_back(*Fix);
  std::string Held = withholdInUnported(
      dyn_cast_or_null<FunctionDecl>(Var->getParentFunctionOrMethod()), AST,
      Fixes);
  diag(Var->getLocation(),
       "'" + Var->getName() + "' " + (Assigned ? "is assigned" : "keeps") +
           " a ballot or active mask in 32 bits; HIP's are 64-bit "
           "(64-lane wavefronts), so lanes 32-63 are lost" +
           Held,
       std::move(Fixes));
}

void BallotTruncationCheck::checkAssignment(const BinaryOperator *Assign,
                                            ASTContext &AST) {
  // A variable declared without a value is reported at its declaration,
  // where its type is widened.
  if (const auto *Ref =
          dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParenImpCasts()))
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
      if (assignedBallot(Var, Ctx.classifier()))
        return;
  if (!inProject(Assign->getOperatorLoc()) ||
      !isNarrowInteger(Assign->getLHS()->getType(), AST) ||
      !isa<CallExpr>(Assign->getRHS()->IgnoreParenCasts()) ||
      !ballotSource(Assign->getRHS(), Ctx.classifier()))
    return;
  diag(Assign->getOperatorLoc(),
       "a ballot or active mask is assigned to a 32-bit integer; HIP's are "
       "64-bit (64-lane wavefronts), so lanes 32-63 are lost");
}

void BallotTruncationCheck::checkBitCount(const CallExpr *Call,
                                          ASTContext &AST) {
  llvm::StringRef Name = cudaCalleeName(Call, Ctx.classifier());
  llvm::StringRef Wide = wideBitCount(Name);
  if (Wide.empty() || !inProject(Call->getBeginLoc()) ||
      !ballotSource(Call->getArg(0), Ctx.classifier()))
    return;
  std::vector<RewriteContext::Fix> Fixes;
  const Expr *Callee = Call->getCallee()->IgnoreImplicit();
  if (auto Fix = replacement(Callee->getSourceRange(), Wide))
    Fixes.push_back(*Fix);
  std::string Held =
      withholdInUnported(enclosingFunction(Call, AST), AST, Fixes);
  diag(Call->getBeginLoc(),
       "'" + Name +
           "' of a ballot counts only 32 lanes; HIP's ballots are "
           "64-bit: use '" +
           Wide + "'" + Held,
       std::move(Fixes));
}

void BallotTruncationCheck::checkComparison(const BinaryOperator *Compare,
                                            ASTContext &AST) {
  if (!inProject(Compare->getOperatorLoc()))
    return;
  for (const ComparedConstant &Side : comparedConstants(Compare, AST)) {
    // warpSize is the portable spelling, even where clang's CUDA headers
    // make it the constant 32.
    if (Side.Value != 32 || !ballotCount(Side.Other, Ctx.classifier()) ||
        constantOrigin(Side.Constant, AST).K == ConstantOrigin::NotConstant)
      continue;
    std::vector<RewriteContext::Fix> Fixes;
    if (auto Fix = replacement(
            Side.Constant->IgnoreParenImpCasts()->getSourceRange(), "warpSize"))
      Fixes.push_back(*Fix);
    std::string Held =
        withholdInUnported(enclosingFunction(Compare, AST), AST, Fixes);
    diag(Side.Constant->getBeginLoc(),
         "compares the number of lanes in a ballot with 32; a full "
         "wavefront has 64 lanes on AMD GPUs: compare with warpSize" +
             Held,
         std::move(Fixes));
    return;
  }
}
