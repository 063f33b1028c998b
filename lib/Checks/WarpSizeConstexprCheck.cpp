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
  Finder.addMatcher(declRefExpr(to(varDecl(hasName("warpSize")))).bind("ref"),
                    this);
  // Template arguments are not reached by walking up from the reference.
  Finder.addMatcher(typeLoc(loc(templateSpecializationType())).bind("type"),
                    this);
  Finder.addMatcher(
      declRefExpr(hasAnyTemplateArgumentLoc(anything())).bind("specialization"),
      this);
}

/// The reference to CUDA's warpSize inside E, if any.
static const DeclRefExpr *warpSizeIn(const Expr *E) {
  if (!E)
    return nullptr;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    if (Ref->getDecl()->getIdentifier() &&
        Ref->getDecl()->getName() == "warpSize")
      return Ref;
  for (const Stmt *Child : E->children())
    if (const auto *Found = warpSizeIn(dyn_cast_or_null<Expr>(Child)))
      return Found;
  return nullptr;
}

/// The constant context a node sits in, found by walking up the parents:
/// an array bound, a template argument, static_assert, an attribute such
/// as __launch_bounds__, or a constexpr initialiser.
static const char *constantContext(const DynTypedNode &Start, ASTContext &AST) {
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

void WarpSizeConstexprCheck::templateArguments(
    llvm::ArrayRef<TemplateArgumentLoc> Args) {
  for (const TemplateArgumentLoc &Arg : Args) {
    if (Arg.getArgument().getKind() != TemplateArgument::Expression)
      continue;
    const DeclRefExpr *Ref = warpSizeIn(Arg.getSourceExpression());
    if (Ref && inProject(Ref->getLocation()) &&
        Ctx.classifier().isCudaDecl(Ref->getDecl()))
      report(Ref, "a template argument");
  }
}

void WarpSizeConstexprCheck::run(const MatchFinder::MatchResult &R) {
  if (const auto *Type = R.Nodes.getNodeAs<TypeLoc>("type")) {
    if (auto Spec = Type->getAs<TemplateSpecializationTypeLoc>()) {
      std::vector<TemplateArgumentLoc> Args;
      for (unsigned I = 0; I < Spec.getNumArgs(); ++I)
        Args.push_back(Spec.getArgLoc(I));
      templateArguments(Args);
    }
    return;
  }
  if (const auto *Spec = R.Nodes.getNodeAs<DeclRefExpr>("specialization")) {
    templateArguments(Spec->template_arguments());
    return;
  }
  const auto *Ref = R.Nodes.getNodeAs<DeclRefExpr>("ref");
  if (!inProject(Ref->getLocation()) ||
      !Ctx.classifier().isCudaDecl(Ref->getDecl()))
    return;
  if (const char *Where =
          constantContext(DynTypedNode::create(*Ref), *R.Context))
    report(Ref, Where);
}

void WarpSizeConstexprCheck::report(const DeclRefExpr *Ref,
                                    llvm::StringRef Where) {
  diag(Ref->getLocation(),
       "warpSize is used as " + Where +
           ": it is a compile-time constant only in clang's CUDA headers; "
           "in HIP it is a run-time value (not constexpr from ROCm 7). "
           "Use a constant of your own (64 on CDNA) and check it against "
           "warpSize at run time");
}
