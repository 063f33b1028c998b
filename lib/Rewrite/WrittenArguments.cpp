//===- WrittenArguments.cpp -----------------------------------------------===//
#include "Rewrite/WrittenArguments.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

using namespace hipport;
using namespace clang;

unsigned hipport::writtenArgumentCount(const CallExpr &Call) {
  unsigned N = 0;
  for (const Expr *Arg : Call.arguments()) {
    if (isa<CXXDefaultArgExpr>(Arg))
      break;
    ++N;
  }
  return N;
}

std::optional<unsigned> hipport::writtenArgumentsOfCallee(const Expr &Callee,
                                                          ASTContext &AST) {
  DynTypedNode Node = DynTypedNode::create(Callee);
  // The callee is reached through implicit conversions and parentheses.
  for (;;) {
    DynTypedNodeList Parents = AST.getParents(Node);
    if (Parents.size() != 1)
      return std::nullopt;
    if (const auto *Call = Parents[0].get<CallExpr>()) {
      const Expr *Named = Call->getCallee()->IgnoreParenImpCasts();
      if (Named != &Callee || isa<CUDAKernelCallExpr>(Call))
        return std::nullopt;
      return writtenArgumentCount(*Call);
    }
    const auto *Between = Parents[0].get<Expr>();
    if (!Between ||
        !(isa<ImplicitCastExpr>(Between) || isa<ParenExpr>(Between)))
      return std::nullopt;
    Node = Parents[0];
  }
}
