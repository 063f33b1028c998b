//===- UnitChecks.cpp -----------------------------------------------------===//
#include "Checks/UnitChecks.h"
#include "Checks/CheckRegistry.h"
#include "Checks/TokenPatterns.h"

using namespace hipport;
using namespace clang;

UnitChecks::UnitChecks(RewriteContext &Ctx)
    : Ctx(Ctx), Checks(createChecks(Ctx)), Branches(HipMacros::forRun(Ctx)),
      Uncovered(Ctx.sourceManager(), Ctx.langOptions(), Ctx.classifier()) {}

void UnitChecks::registerMatchers(ast_matchers::MatchFinder &Finder) {
  for (auto &C : Checks)
    C->registerMatchers(Finder);
}

void UnitChecks::attach(Preprocessor &PP) {
  this->PP = &PP;
  Branches.attach(PP);
  Uncovered.attach(PP);
  // Parsed as HIP compiles it for AMD, the HIP paths are the code under
  // test: findings there are not left to the project.
  bool AmdConfiguration = Ctx.options().AmdConfiguration;
  for (auto &C : Checks) {
    C->setHipBranches(AmdConfiguration ? nullptr : &Branches);
    C->registerPPCallbacks(PP);
  }
}

void UnitChecks::endOfTranslationUnit(ASTContext &AST) {
  for (auto &C : Checks)
    C->endOfTranslationUnit(AST);
}

std::vector<CodeRegion>
UnitChecks::uncoveredRegions(llvm::ArrayRef<Decl *> ProjectDecls,
                             llvm::ArrayRef<SourceLocation> ErrorLocations) {
  // What clang did not parse soundly gets the token-level passes; #if
  // trees that choose between CUDA and HIP code are ported already.
  Uncovered.addParseErrors(ProjectDecls, ErrorLocations);
  // For AMD, a branch not taken is one AMD does not compile either.
  bool AmdConfiguration = Ctx.options().AmdConfiguration;
  return Uncovered.regions([&](SourceLocation Loc) {
    return AmdConfiguration || Branches.contains(Loc);
  });
}

void UnitChecks::checkUncovered(llvm::ArrayRef<CodeRegion> Regions) {
  checkTokenPatterns(Ctx, Regions, Branches, *PP);
  // The HIP paths themselves can be wrong in ways only HIP has; for AMD
  // they are parsed, and their branches not taken are CUDA's.
  if (!Ctx.options().AmdConfiguration)
    checkHipPathTokens(Ctx, Uncovered.regions([&](SourceLocation Loc) {
      return !Branches.contains(Loc);
    }),
                       Branches);
}
