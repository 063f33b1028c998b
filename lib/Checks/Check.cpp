//===- Check.cpp ----------------------------------------------------------===//
#include "Checks/Check.h"
#include "clang/AST/ParentMapContext.h"

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
        [this](SourceRange R) { return replacement(R, "").has_value(); },
        [this](SourceLocation L) { return Ctx.treeKeptWarpSite(L); });
    WarpAnalysis->Analysis->analyse(AST);
    WarpAnalysis->Unit = &AST;
  }
  return *WarpAnalysis->Analysis;
}

const WarpAssumption *Check::unportedAssumption(const FunctionDecl *Fn,
                                                ASTContext &AST) {
  const WarpAssumption *A =
      Fn ? warpAssumptions(AST).assumptionOf(Fn) : nullptr;
  return A && !A->fixable() && !hasHipPath(*A) ? A : nullptr;
}

std::string Check::withholdInUnported(const FunctionDecl *Fn, ASTContext &AST,
                                      std::vector<RewriteContext::Fix> &Fixes) {
  if (!unportedAssumption(Fn, AST) || Fixes.empty())
    return "";
  Fixes.clear();
  return " (not changed: part of a 32-lane assumption that needs a change "
         "by hand, see its other findings)";
}

const FunctionDecl *Check::enclosingFunction(const Stmt *S, ASTContext &AST) {
  DynTypedNode Node = DynTypedNode::create(*S);
  for (unsigned Depth = 0; Depth < 64; ++Depth) {
    DynTypedNodeList Parents = AST.getParents(Node);
    if (Parents.empty())
      return nullptr;
    Node = Parents[0];
    if (const auto *Fn = Node.get<FunctionDecl>())
      return Fn;
  }
  return nullptr;
}

bool Check::hasHipPath(const WarpAssumption &A) const {
  return llvm::any_of(A.Sites, [&](const GroupSite &S) {
    return hasHipPath(S.Loc, S.Constant ? S.Constant->getBeginLoc()
                                        : clang::SourceLocation());
  });
}
