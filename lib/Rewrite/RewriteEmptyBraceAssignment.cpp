//===- RewriteEmptyBraceAssignment.cpp ------------------------------------===//
#include "Rewrite/RewriteEmptyBraceAssignment.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/Lexer.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void RewriteEmptyBraceAssignment::registerMatchers(MatchFinder &Finder) {
  // Empty braces are rare, so matching them all and looking at their
  // parent is cheap; there is no matcher for a RecoveryExpr itself.
  Finder.addMatcher(
      initListExpr(hasParent(expr().bind("failed"))).bind("braces"), this);
}

std::optional<std::string>
RewriteEmptyBraceAssignment::hipSpelling(QualType T) {
  T = T.getNonReferenceType().getUnqualifiedType();
  const NamedDecl *D = nullptr;
  if (const auto *Typedef = T->getAs<TypedefType>())
    D = Typedef->getDecl();
  else if (const auto *Record = T->getAsCXXRecordDecl())
    D = Record;
  if (!D || !D->getIdentifier() || !Ctx.classifier().isCudaDecl(D))
    return std::nullopt;
  const MappingEntry *E = Ctx.table().lookup(EntryKind::Type, D->getName());
  if (!E || (E->Library != "cuda_fp16" && E->Library != "cuda_bf16") ||
      E->Hip.Name.empty() || !E->hipDeclaredIn(Ctx.options().HipVersion))
    return std::nullopt;
  return E->Hip.Name;
}

void RewriteEmptyBraceAssignment::run(const MatchFinder::MatchResult &R) {
  const auto *Failed = R.Nodes.getNodeAs<RecoveryExpr>("failed");
  const auto *Braces = R.Nodes.getNodeAs<InitListExpr>("braces");
  if (!Failed || !Braces || Braces->getNumInits() != 0)
    return;
  ArrayRef<const Expr *> Operands = Failed->subExpressions();
  if (Operands.size() != 2 || Operands[1] != Braces)
    return;
  const Expr *Target = Operands[0];
  if (Target->isTypeDependent() || !Target->getType()->isRecordType())
    return;
  // Only an assignment: `x = {}`, nothing but `=` between the operands.
  const SourceManager &SM = *R.SourceManager;
  const LangOptions &LO = R.Context->getLangOpts();
  CharSourceRange Between = CharSourceRange::getCharRange(
      Lexer::getLocForEndOfToken(Target->getEndLoc(), 0, SM, LO),
      Braces->getLBraceLoc());
  std::optional<FileRange> LeftBrace = Ctx.projectToken(Braces->getLBraceLoc());
  if (!LeftBrace || !Ctx.projectRange(Between) ||
      Lexer::getSourceText(Between, SM, LO).trim() != "=")
    return;
  std::optional<std::string> Type = hipSpelling(Target->getType());
  if (!Type)
    return;
  Ctx.replace(*LeftBrace, *Type + "{");
  Ctx.report("hipport-empty-brace-assignment", Braces->getLBraceLoc(),
             "clang rejects '= {}' for '" + *Type +
                 "' (it converts equally well to the type and to the others "
                 "it is assigned from); written as '= " +
                 *Type + "{}': zero, as each of them gives");
}
