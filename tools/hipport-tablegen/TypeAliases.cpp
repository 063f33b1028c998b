//===- TypeAliases.cpp - What each typedef of a header tree names ---------===//

#include "TypeAliases.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Frontend/FrontendAction.h"

using namespace clang;

namespace hipport {
namespace tablegen {
namespace {

/// The notation of TypeAliases.h for a typedef's underlying type, read
/// from the type as written (sugar kept), not from its canonical form.
std::string describe(QualType T) {
  if (const auto *Elaborated = T->getAs<ElaboratedType>())
    T = Elaborated->getNamedType();
  if (const auto *Typedef = dyn_cast<TypedefType>(T.getTypePtr()))
    return "=" + Typedef->getDecl()->getName().str();
  std::string Prefix;
  if (const auto *Pointer = dyn_cast<PointerType>(T.getTypePtr())) {
    // A handle's struct may be named through its typedef (HIP's
    // `typedef textureReference* hipTexRef;`): the tag is what it points to.
    Prefix = "*";
    T = Pointer->getPointeeType();
    if (const auto *Tag = T->getAs<TagType>())
      return Prefix + "tag:" + Tag->getDecl()->getName().str();
  }
  if (const auto *Tag = dyn_cast<TagType>(T.getTypePtr()))
    return Prefix + "tag:" + Tag->getDecl()->getName().str();
  return "other";
}

class TypeAliasCollector : public ASTConsumer {
public:
  TypeAliasCollector(PathFilter &Paths, TypeAliasMap &Aliases)
      : Paths(Paths), Aliases(Aliases) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    SM = &Ctx.getSourceManager();
    visit(Ctx.getTranslationUnitDecl());
  }

private:
  void visit(const DeclContext *DC) {
    for (const Decl *D : DC->decls()) {
      if (isa<LinkageSpecDecl>(D)) {
        visit(cast<DeclContext>(D));
        continue;
      }
      const auto *Typedef = dyn_cast<TypedefNameDecl>(D);
      if (!Typedef || !Typedef->getIdentifier() ||
          !Paths.fileUnderPrefix(*SM, Typedef->getLocation()))
        continue;
      Aliases.emplace(Typedef->getName().str(),
                      describe(Typedef->getUnderlyingType()));
    }
  }

  PathFilter &Paths;
  TypeAliasMap &Aliases;
  const SourceManager *SM = nullptr;
};

class TypeAliasAction : public ASTFrontendAction {
public:
  TypeAliasAction(PathFilter &Paths, TypeAliasMap &Aliases)
      : Paths(Paths), Aliases(Aliases) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 StringRef) override {
    return std::make_unique<TypeAliasCollector>(Paths, Aliases);
  }

private:
  PathFilter &Paths;
  TypeAliasMap &Aliases;
};

} // namespace

std::unique_ptr<FrontendAction> TypeAliasActionFactory::create() {
  return std::make_unique<TypeAliasAction>(Paths, Aliases);
}

} // namespace tablegen
} // namespace hipport
