//===- SharedWarpArrayCheck.cpp -------------------------------------------===//
#include "Checks/SharedWarpArrayCheck.h"
#include "Checks/WarpPatterns.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void SharedWarpArrayCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      arraySubscriptExpr(hasBase(ignoringParenImpCasts(
                             declRefExpr(to(varDecl().bind("array"))))))
          .bind("index"),
      this);
}

void SharedWarpArrayCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Array = R.Nodes.getNodeAs<VarDecl>("array");
  const auto *Index = R.Nodes.getNodeAs<ArraySubscriptExpr>("index");
  ASTContext &AST = *R.Context;
  if (!Array->hasAttr<CUDASharedAttr>() || Reported.count(Array) ||
      !inProject(Array->getLocation()))
    return;
  const auto *Type = AST.getAsConstantArrayType(Array->getType());
  if (!Type || Type->getSize() != 32)
    return;
  const Expr *Subscript = Index->getIdx();
  bool ByLane = isLaneValue(Subscript, Ctx.classifier(), AST);
  if (!ByLane && !isWarpIdValue(Subscript, Ctx.classifier(), AST))
    return;
  Reported.insert(Array);
  diag(Array->getLocation(),
       "shared array '" + Array->getName() + "' has 32 elements and is "
           "indexed by " +
           (ByLane ? "lane" : "warp id") +
           ": it is sized for 32-lane warps; with 64-lane wavefronts size "
           "it by warpSize (or 64) and the number of warps by blockDim.x / "
           "warpSize");
}
