//===- HipShuffleMaskCheck.cpp --------------------------------------------===//
#include "Checks/HipShuffleMaskCheck.h"
#include "Analysis/WarpValues.h"
#include "clang/AST/ASTContext.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

std::string HipShuffleMaskCheck::message(llvm::StringRef Name) {
  return "'" + Name.str() +
         "' takes the value first, with no mask: the CUDA mask passed here "
         "is what is shuffled, and the value becomes the lane offset; drop "
         "the mask";
}

void HipShuffleMaskCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr(argumentCountIs(3)).bind("call"), this);
}

void HipShuffleMaskCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Call = R.Nodes.getNodeAs<CallExpr>("call");
  llvm::StringRef Name = cudaCalleeName(Call, Ctx.classifier());
  if (!isMasklessShuffle(Name) || !inProject(Call->getBeginLoc()) ||
      isa<CXXDefaultArgExpr>(Call->getArg(2)))
    return;
  const Expr *First = Call->getArg(0)->IgnoreParenImpCasts();
  ConstantOrigin Mask = constantOrigin(First, *R.Context);
  if (Mask.K != ConstantOrigin::Literal || !isFullMask(Mask.Value))
    return;
  // The mask, its comma and the space up to the value go.
  std::vector<RewriteContext::Fix> Fixes;
  SourceLocation Begin = First->getBeginLoc(),
                 Next = Call->getArg(1)->getBeginLoc();
  if (Begin.isFileID() && Next.isFileID())
    if (auto Range =
            Ctx.projectRange(CharSourceRange::getCharRange(Begin, Next)))
      Fixes.push_back({*Range, ""});
  diag(First->getBeginLoc(), message(Name), std::move(Fixes));
}
