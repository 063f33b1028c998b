//===- Check.cpp ----------------------------------------------------------===//
#include "Checks/Check.h"

using namespace hipport;
using namespace clang;

const WarpAssumptions &Check::warpAssumptions(ASTContext &AST) {
  if (!WarpAnalysis)
    WarpAnalysis = std::make_shared<SharedWarpAnalysis>();
  if (WarpAnalysis->Unit != &AST || !WarpAnalysis->Analysis) {
    // Judged by the user's code and fix ranges, which every check sees
    // alike: the first check to ask analyses the unit for all of them.
    WarpAnalysis->Analysis = std::make_unique<WarpAssumptions>(
        Ctx.classifier(), [this](SourceLocation L) { return inProject(L); },
        [this](SourceRange R) { return replacement(R, "").has_value(); });
    WarpAnalysis->Analysis->analyse(AST);
    WarpAnalysis->Unit = &AST;
  }
  return *WarpAnalysis->Analysis;
}
