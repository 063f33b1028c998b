//===- NamedWidths.cpp ----------------------------------------------------===//
#include "Analysis/NamedWidths.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace hipport;
using namespace clang;

namespace {

/// The holder one literal or reference spells, if any.
std::optional<WidthHolder> holderOf(const Expr *E, ASTContext &AST) {
  const SourceManager &SM = AST.getSourceManager();
  if (const auto *Literal = dyn_cast<IntegerLiteral>(E)) {
    SourceLocation Loc = Literal->getLocation();
    // A number written as a macro argument is the user's, not the macro's.
    while (Loc.isMacroID() && SM.isMacroArgExpansion(Loc))
      Loc = SM.getImmediateSpellingLoc(Loc);
    if (!Loc.isMacroID())
      return std::nullopt;
    StringRef Name = Lexer::getImmediateMacroName(Loc, SM, AST.getLangOpts());
    if (Name.empty())
      return std::nullopt;
    return WidthHolder{nullptr, Name.str()};
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (!Var || !Var->getType().isConstQualified() ||
        !Var->getType()->isIntegerType() ||
        SM.isInSystemHeader(Var->getLocation()))
      return std::nullopt;
    return WidthHolder{Var->getCanonicalDecl(), Var->getNameAsString()};
  }
  return std::nullopt;
}

SourceLocation useLoc(const Expr *E, ASTContext &AST) {
  return AST.getSourceManager().getExpansionLoc(E->getBeginLoc());
}

void recordUse(const Expr *E, ASTContext &AST, HolderUses &Uses) {
  if (std::optional<WidthHolder> H = holderOf(E, AST))
    Uses[*H].insert(useLoc(E, AST));
}

/// Every literal and reference of the project's code, template patterns
/// once (their instances repeat the same locations).
class HolderUseFinder : public RecursiveASTVisitor<HolderUseFinder> {
public:
  HolderUseFinder(ASTContext &AST,
                  const std::function<bool(SourceLocation)> &InProject)
      : AST(AST), InProject(InProject) {}
  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) && !InProject(D->getLocation()))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool TraverseFunctionDecl(FunctionDecl *F) {
    return inside(F,
                  [&] { return RecursiveASTVisitor::TraverseFunctionDecl(F); });
  }
  bool TraverseCXXMethodDecl(CXXMethodDecl *F) {
    return inside(
        F, [&] { return RecursiveASTVisitor::TraverseCXXMethodDecl(F); });
  }
  bool VisitIntegerLiteral(IntegerLiteral *L) {
    record(L);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    record(Ref);
    return true;
  }
  HolderUsesByFunction Uses;

private:
  /// Traverses with F as the function the uses are in.
  template <typename Traversal>
  bool inside(const FunctionDecl *F, Traversal Traverse) {
    const FunctionDecl *Outer = Function;
    Function = F;
    bool Going = Traverse();
    Function = Outer;
    return Going;
  }
  void record(const Expr *E) {
    if (std::optional<WidthHolder> H = holderOf(E, AST))
      Uses[*H].emplace(useLoc(E, AST),
                       Function ? Function->getCanonicalDecl() : nullptr);
  }
  ASTContext &AST;
  const std::function<bool(SourceLocation)> &InProject;
  const FunctionDecl *Function = nullptr;
};

void collectUses(const Stmt *S, ASTContext &AST, HolderUses &Uses) {
  if (!S)
    return;
  if (const auto *E = dyn_cast<Expr>(S))
    if (isa<IntegerLiteral, DeclRefExpr>(E))
      recordUse(E, AST, Uses);
  if (const auto *Subst = dyn_cast<SubstNonTypeTemplateParmExpr>(S))
    return collectUses(Subst->getReplacement(), AST, Uses);
  for (const Stmt *Child : S->children())
    collectUses(Child, AST, Uses);
}

} // namespace

void hipport::holderUsesIn(const Expr *E, ASTContext &AST, HolderUses &Uses) {
  collectUses(E, AST, Uses);
}

HolderUsesByFunction hipport::projectHolderUses(
    ASTContext &AST, const std::function<bool(SourceLocation)> &InProject) {
  HolderUseFinder Finder(AST, InProject);
  Finder.TraverseDecl(AST.getTranslationUnitDecl());
  return std::move(Finder.Uses);
}

SourceRange hipport::rangeOverMacroUses(SourceRange R, const SourceManager &SM,
                                        const LangOptions &LO) {
  SourceLocation Begin = R.getBegin(), End = R.getEnd();
  // Outward through nested object-like macros (WS -> WARP -> 32) while the
  // end is the edge of each expansion.
  while (Begin.isMacroID() && !SM.isMacroArgExpansion(Begin)) {
    SourceLocation Outer;
    if (!Lexer::isAtStartOfMacroExpansion(Begin, SM, LO, &Outer))
      break;
    Begin = Outer;
  }
  while (End.isMacroID() && !SM.isMacroArgExpansion(End)) {
    SourceLocation Outer;
    if (!Lexer::isAtEndOfMacroExpansion(End, SM, LO, &Outer))
      break;
    End = Outer;
  }
  return SourceRange(Begin, End);
}
