//===- SharedWarpArrayCheck.cpp -------------------------------------------===//
#include "Checks/SharedWarpArrayCheck.h"
#include "Checks/WarpPatterns.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/TypeLoc.h"

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
  // Sized by warpSize itself: the size is portable in intent (and reported
  // by hipport-warpsize-constexpr, since HIP's warpSize is not constant).
  if (auto ArrayLoc = Array->getTypeSourceInfo()
                          ->getTypeLoc()
                          .getAs<ConstantArrayTypeLoc>())
    if (const Expr *Size = ArrayLoc.getSizeExpr())
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Size->IgnoreParenImpCasts()))
        if (Ref->getDecl()->getIdentifier() &&
            Ref->getDecl()->getName() == "warpSize")
          return;
  // Indexed by warp id, 32 slots are enough: a block has at most 16
  // 64-lane wavefronts. Indexed by lane, lanes 32-63 run past the end.
  if (!isLaneValue(Index->getIdx(), Ctx.classifier(), AST))
    return;
  Reported.insert(Array);
  diag(Array->getLocation(),
       "shared array '" + Array->getName() +
           "' has 32 elements and is indexed by lane: lanes 32-63 of a "
           "64-lane wavefront run past its end; size it by 64 (or by "
           "warpSize where a run-time size is possible)");
}
