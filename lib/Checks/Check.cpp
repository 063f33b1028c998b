//===- Check.cpp ----------------------------------------------------------===//
#include "Checks/Check.h"

using namespace hipport;
using namespace clang;

std::unique_ptr<WarpAssumptions>
Check::analyseWarpAssumptions(ASTContext &AST) {
  auto Analysis = std::make_unique<WarpAssumptions>(
      Ctx.classifier(), [this](SourceLocation L) { return inProject(L); },
      [this](SourceRange R) { return replacement(R, "").has_value(); });
  Analysis->analyse(AST);
  return Analysis;
}
