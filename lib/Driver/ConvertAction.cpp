//===- ConvertAction.cpp --------------------------------------------------===//
#include "Driver/ConvertAction.h"
#include "Checks/CheckRegistry.h"
#include "Checks/TokenPatterns.h"
#include "Frontend/LoadedFiles.h"
#include "Rewrite/PartialAnalysis.h"
#include "Rewrite/PreprocessorRewriter.h"
#include "Rewrite/RenameDeclRefs.h"
#include "Rewrite/RenameTypes.h"
#include "Rewrite/RewriteCallArguments.h"
#include "Rewrite/RewriteDevicePrintf.h"
#include "Rewrite/RewriteKernelLaunch.h"
#include "Rewrite/RewriteMemLocationCalls.h"
#include "Rewrite/TokenPass.h"
#include "Rewrite/UncoveredCode.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Preprocessor.h"

using namespace hipport;
using namespace clang;

namespace {

class ConvertConsumer : public ASTConsumer {
public:
  explicit ConvertConsumer(RewriteContext &Ctx)
      : Ctx(Ctx), Checks(createChecks(Ctx)), Branches(HipMacros::forRun(Ctx)),
        Uncovered(Ctx.sourceManager(), Ctx.langOptions(), Ctx.classifier()) {
    Passes.push_back(std::make_unique<RenameDeclRefs>(Ctx));
    Passes.push_back(std::make_unique<RenameTypes>(Ctx));
    Passes.push_back(std::make_unique<RewriteCallArguments>(Ctx));
    Passes.push_back(std::make_unique<RewriteDevicePrintf>(Ctx));
    Passes.push_back(std::make_unique<RewriteMemLocationCalls>(Ctx));
    Passes.push_back(std::make_unique<RewriteKernelLaunch>(Ctx));
    for (auto &Pass : Passes)
      Pass->registerMatchers(Finder);
    for (auto &C : Checks)
      C->registerMatchers(Finder);
  }

  void registerPPCallbacks(Preprocessor &PP) {
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

  bool HandleTopLevelDecl(DeclGroupRef Group) override {
    const SourceManager &SM = Ctx.sourceManager();
    for (Decl *D : Group)
      if (Ctx.classifier()
              .classify(SM.getExpansionLoc(D->getLocation()))
              .IsProject)
        ProjectDecls.push_back(D);
    return true;
  }

  void HandleTranslationUnit(ASTContext &AST) override {
    // Matching only the user's declarations skips the CUDA and C++ library
    // headers, which are most of every translation unit.
    AST.setTraversalScope(ProjectDecls);
    Finder.matchAST(AST);
    for (auto &C : Checks)
      C->endOfTranslationUnit(AST);
    // What clang did not parse soundly gets the token-level passes; #if
    // trees that choose between CUDA and HIP code are ported already.
    Uncovered.addParseErrors(ProjectDecls, Ctx.errorLocations());
    // For AMD, a branch not taken is one AMD does not compile either.
    bool AmdConfiguration = Ctx.options().AmdConfiguration;
    std::vector<CodeRegion> Regions =
        Uncovered.regions([&](SourceLocation Loc) {
          return AmdConfiguration || Branches.contains(Loc);
        });
    TokenPass(Ctx).run(Regions);
    checkTokenPatterns(Ctx, Regions, Branches, *PP);
    // The HIP paths themselves can be wrong in ways only HIP has; for AMD
    // they are parsed, and their branches not taken are CUDA's.
    if (!AmdConfiguration)
      checkHipPathTokens(Ctx, Uncovered.regions([&](SourceLocation Loc) {
        return !Branches.contains(Loc);
      }),
                         Branches);
    reportPartialAnalysis(Ctx);
  }

private:
  RewriteContext &Ctx;
  ast_matchers::MatchFinder Finder;
  std::vector<std::unique_ptr<RewritePass>> Passes;
  std::vector<std::unique_ptr<Check>> Checks;
  HipBranches Branches;
  UncoveredCode Uncovered;
  std::vector<Decl *> ProjectDecls;
  const Preprocessor *PP = nullptr;
};

} // namespace

std::unique_ptr<ASTConsumer>
ConvertAction::CreateASTConsumer(CompilerInstance &CI, llvm::StringRef File) {
  if (Stats)
    CI.setVerboseOutputStream(*Stats);
  Ctx.setSourceManager(CI.getSourceManager(), CI.getLangOpts());
  // A missing header is an error, not the end of the parse (as in clangd):
  // the rest of the file is still parsed, diagnosed and converted.
  CI.getDiagnostics().setSeverity(diag::err_pp_file_not_found,
                                  diag::Severity::Error, SourceLocation());
  CI.getPreprocessor().addPPCallbacks(
      std::make_unique<PreprocessorRewriter>(Ctx, CI.getPreprocessor()));
  auto Consumer = std::make_unique<ConvertConsumer>(Ctx);
  Consumer->registerPPCallbacks(CI.getPreprocessor());
  return Consumer;
}

void ConvertAction::EndSourceFileAction() {
  if (Inputs)
    *Inputs = loadedFiles(getCompilerInstance().getSourceManager());
  ASTFrontendAction::EndSourceFileAction();
}
