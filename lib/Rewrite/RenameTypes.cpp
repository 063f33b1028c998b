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
  // `using namespace thrust::cuda;` and `namespace tc = thrust::cuda;`
  // name the namespace after their qualifier, which is matched above.
  Finder.addMatcher(usingDirectiveDecl().bind("using"), this);
  Finder.addMatcher(namespaceAliasDecl().bind("alias"), this);
}

void RenameTypes::renameNamespace(SourceLocation NameLoc,
                                  const NamedDecl *Named) {
  const auto *NS = dyn_cast_or_null<NamespaceDecl>(Named);
  if (!NS || !NS->getIdentifier() || !Ctx.classifier().isCudaDecl(NS))
    return;
  Ctx.renameReference(NameLoc, NS->getName(), EntryKind::Namespace, NS);
}

void RenameTypes::renameNominatedNamespace(SourceLocation NameLoc,
                                           const NamedDecl *Named) {
  // `using namespace nvcuda;` is left to the qualified uses it serves
  // (nvcuda::wmma:: becomes rocwmma::), so a namespace without a HIP
  // counterpart is not reported here.
  if (const MappingEntry *E =
          Named && Named->getIdentifier()
              ? Ctx.table().lookup(EntryKind::Namespace, Named->getName())
              : nullptr;
      E && E->Status == EntryStatus::Unsupported)
    return;
  renameNamespace(NameLoc, Named);
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
  if (const auto *Using = R.Nodes.getNodeAs<UsingDirectiveDecl>("using")) {
    renameNominatedNamespace(Using->getIdentLocation(),
                             Using->getNominatedNamespace());
    return;
  }
  if (const auto *Alias = R.Nodes.getNodeAs<NamespaceAliasDecl>("alias")) {
    renameNominatedNamespace(Alias->getTargetNameLoc(),
                             Alias->getAliasedNamespace());
    return;
  }
  const auto *Qualifier =
      R.Nodes.getNodeAs<NestedNameSpecifierLoc>("qualifier");
  if (!Qualifier || !Qualifier->getNestedNameSpecifier())
    return;
  renameNamespace(Qualifier->getLocalBeginLoc(),
                  Qualifier->getNestedNameSpecifier()->getAsNamespace());
}
