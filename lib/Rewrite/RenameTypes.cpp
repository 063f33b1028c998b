//===- RenameTypes.cpp ----------------------------------------------------===//
#include "Rewrite/RenameTypes.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/TypeLoc.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void RenameTypes::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(typeLoc().bind("type"), this);
  Finder.addMatcher(nestedNameSpecifierLoc().bind("qualifier"), this);
}

void RenameTypes::renameType(TypeLoc TL) {
  const NamedDecl *D = nullptr;
  // The declaration the user named, when it differs from D (a using
  // declaration): its namespace decides whether the tables cover it.
  const NamedDecl *Named = nullptr;
  SourceLocation NameLoc;
  if (auto Typedef = TL.getAs<TypedefTypeLoc>()) {
    D = Typedef.getTypedefNameDecl();
    NameLoc = Typedef.getNameLoc();
  } else if (auto Tag = TL.getAs<TagTypeLoc>()) {
    D = Tag.getDecl();
    NameLoc = Tag.getNameLoc();
  } else if (auto Spec = TL.getAs<TemplateSpecializationTypeLoc>()) {
    TemplateName Name = Spec.getTypePtr()->getTemplateName();
    D = Name.getAsTemplateDecl();
    Named = Name.getAsUsingShadowDecl();
    NameLoc = Spec.getTemplateNameLoc();
  } else if (auto Using = TL.getAs<UsingTypeLoc>()) {
    D = Using.getFoundDecl()->getTargetDecl();
    Named = Using.getFoundDecl();
    NameLoc = Using.getNameLoc();
  }
  if (!D || !D->getIdentifier() || NameLoc.isInvalid())
    return;
  if (!Ctx.classifier().isCudaDecl(D))
    return;
  Ctx.renameReference(NameLoc, D->getName(), EntryKind::Type,
                      Named ? Named : D);
}

void RenameTypes::run(const MatchFinder::MatchResult &R) {
  if (const auto *TL = R.Nodes.getNodeAs<TypeLoc>("type")) {
    renameType(*TL);
    return;
  }
  const auto *Qualifier =
      R.Nodes.getNodeAs<NestedNameSpecifierLoc>("qualifier");
  if (!Qualifier || !Qualifier->getNestedNameSpecifier())
    return;
  const NamespaceDecl *NS =
      Qualifier->getNestedNameSpecifier()->getAsNamespace();
  if (!NS || !NS->getIdentifier() || !Ctx.classifier().isCudaDecl(NS))
    return;
  Ctx.renameReference(Qualifier->getLocalBeginLoc(), NS->getName(),
                      EntryKind::Namespace, NS);
}
