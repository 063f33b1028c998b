//===- WarpSizeConstexprCheck.cpp -----------------------------------------===//
#include "Checks/WarpSizeConstexprCheck.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/TypeLoc.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void WarpSizeConstexprCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      declRefExpr(to(varDecl(hasName("warpSize")))).bind("ref"), this);
}

/// The constant context a node sits in, found by walking up the parents:
/// an array bound, a template argument, static_assert, an attribute such
/// as __launch_bounds__, or a constexpr initialiser.
static const char *constantContext(const DynTypedNode &Start,
                                   ASTContext &AST) {
  DynTypedNode Node = Start;
  for (unsigned Steps = 0; Steps < 32; ++Steps) {
    auto Parents = AST.getParents(Node);
    if (Parents.empty())
      return nullptr;
    Node = Parents[0];
    if (const auto *TL = Node.get<TypeLoc>())
      if (TL->getAs<ArrayTypeLoc>())
        return "an array bound";
    if (Node.get<TemplateArgumentLoc>())
      return "a template argument";
    if (Node.get<StaticAssertDecl>())
      return "a static_assert";
    if (Node.get<Attr>())
      return "an attribute argument such as __launch_bounds__";
    if (const auto *Var = Node.get<VarDecl>())
      return Var->isConstexpr() ? "a constexpr initialiser" : nullptr;
    if (Node.get<CompoundStmt>() || Node.get<FunctionDecl>())
      return nullptr;
  }
  return nullptr;
}

void WarpSizeConstexprCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Ref = R.Nodes.getNodeAs<DeclRefExpr>("ref");
  if (!inProject(Ref->getLocation()) ||
      !Ctx.classifier().isCudaDecl(Ref->getDecl()))
    return;
  if (const char *Where =
          constantContext(DynTypedNode::create(*Ref), *R.Context))
    diag(Ref->getLocation(),
         "warpSize is used as " + llvm::Twine(Where) +
             ": it is a compile-time constant only in clang's CUDA headers; "
             "in HIP it is a run-time value (not constexpr from ROCm 7). "
             "Use a constant of your own (64 on CDNA) and check it against "
             "warpSize at run time");
}
