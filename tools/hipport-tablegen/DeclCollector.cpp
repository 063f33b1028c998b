//===- DeclCollector.cpp - Namespace-scope declarations of a TU -----------===//

#include "DeclCollector.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include <optional>

using namespace clang;

namespace hipport {
namespace tablegen {

void DeclCollector::HandleTranslationUnit(ASTContext &Ctx) {
  SM = &Ctx.getSourceManager();
  visitContext(Ctx.getTranslationUnitDecl());
}

void DeclCollector::visitContext(const DeclContext *DC) {
  for (const Decl *D : DC->decls())
    visitDecl(D);
}

/// The kind a declaration is mapped under, or nothing for declarations that
/// never need an entry (specializations, using-declarations, static asserts).
static std::optional<DeclKind> classify(const Decl *D) {
  if (isa<ClassTemplateSpecializationDecl>(D))
    return std::nullopt;
  if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
    // Explicit specializations add no name; the template already has one.
    if (FD->getTemplateSpecializationKind() != TSK_Undeclared)
      return std::nullopt;
    return DeclKind::Function;
  }
  if (isa<FunctionTemplateDecl>(D))
    return DeclKind::Function;
  if (isa<TagDecl, TypedefNameDecl, ClassTemplateDecl, TypeAliasTemplateDecl>(
          D))
    return DeclKind::Type;
  if (isa<EnumConstantDecl>(D))
    return DeclKind::Enumerator;
  if (isa<VarTemplateSpecializationDecl>(D))
    return std::nullopt;
  if (isa<VarDecl, VarTemplateDecl>(D))
    return DeclKind::Variable;
  if (isa<NamespaceDecl, NamespaceAliasDecl>(D))
    return DeclKind::Namespace;
  return std::nullopt;
}

void DeclCollector::visitDecl(const Decl *D) {
  if (D->isImplicit())
    return;
  // An out-of-line member definition (thread_group::size() defined at
  // namespace scope) is lexically here but is a class member, not a
  // namespace-scope name.
  if (D->getDeclContext()->isRecord())
    return;
  // Containers that are transparent to name lookup, or whose members are
  // looked up through them, are walked.
  if (isa<LinkageSpecDecl, ExportDecl>(D)) {
    visitContext(cast<DeclContext>(D));
    return;
  }
  if (const auto *NS = dyn_cast<NamespaceDecl>(D)) {
    // Names in an anonymous namespace are still usable by the includer (HIP
    // declares __float2half and friends that way), so walk it too.
    if (!NS->isAnonymousNamespace())
      record(DeclKind::Namespace, NS);
    visitContext(NS);
    return;
  }
  std::optional<DeclKind> K = classify(D);
  if (!K)
    return;
  const auto *ND = cast<NamedDecl>(D);
  record(*K, ND);
  // Enumerators live in the enclosing scope of an unscoped enum, so they are
  // names in their own right; scoped ones are recorded qualified (E::X).
  if (const auto *ED = dyn_cast<EnumDecl>(D))
    for (const EnumConstantDecl *EC : ED->enumerators())
      record(DeclKind::Enumerator, EC);
}

void DeclCollector::record(DeclKind K, const NamedDecl *ND) {
  const IdentifierInfo *II = ND->getIdentifier();
  if (!II)
    return; // Unnamed tags and operators.
  std::optional<std::string> File =
      Paths.fileUnderPrefix(*SM, ND->getLocation());
  if (!File)
    return;
  if (!Names.isPublic(K, II->getName()))
    return;
  // Qualify through namespaces and scoped enums only: that is how a user
  // spells the name, while an unscoped enum's constant needs no qualifier.
  std::string Qualified;
  for (const DeclContext *DC = ND->getDeclContext(); DC; DC = DC->getParent()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
      if (!NS->isInlineNamespace() && !NS->isAnonymousNamespace())
        Qualified = (NS->getName() + "::" + Qualified).str();
    } else if (const auto *ED = dyn_cast<EnumDecl>(DC)) {
      if (ED->isScoped())
        Qualified = (ED->getName() + "::" + Qualified).str();
    }
  }
  Sink.add(K, Qualified + II->getName().str(), *File, ND->isDeprecated());
}

} // namespace tablegen
} // namespace hipport
