//===- HipShuffleMaskCheck.cpp --------------------------------------------===//
#include "Checks/HipShuffleMaskCheck.h"
#include "Analysis/WarpValues.h"
#include "clang/AST/ASTContext.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void HipShuffleMaskCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr(argumentCountIs(3)).bind("call"), this);
}

void HipShuffleMaskCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Call = R.Nodes.getNodeAs<CallExpr>("call");
  llvm::StringRef Name = cudaCalleeName(Call, Ctx.classifier());
  if ((Name != "__shfl" && Name != "__shfl_up" && Name != "__shfl_down" &&
       Name != "__shfl_xor") ||
      !inProject(Call->getBeginLoc()) ||
      isa<CXXDefaultArgExpr>(Call->getArg(2)))
    return;
  const Expr *First = Call->getArg(0)->IgnoreParenImpCasts();
  ConstantOrigin Mask = constantOrigin(First, *R.Context);
  if (Mask.K != ConstantOrigin::Literal ||
      (Mask.Value != 0xffffffffu && Mask.Value != ~0ull))
    return;
  // The mask, its comma and the space up to the value go.
  std::vector<RewriteContext::Fix> Fixes;
  SourceLocation Begin = First->getBeginLoc(),
                 Next = Call->getArg(1)->getBeginLoc();
  if (Begin.isFileID() && Next.isFileID())
    if (auto Range =
            Ctx.projectRange(CharSourceRange::getCharRange(Begin, Next)))
      Fixes.push_back({*Range, ""});
  diag(First->getBeginLoc(),
       "'" + Name +
           "' takes the value first, with no mask: the CUDA mask passed "
           "here is what is shuffled, and the value becomes the lane offset; "
           "drop the mask",
       std::move(Fixes));
}
