//===- ConvertAction.cpp --------------------------------------------------===//
#include "Driver/ConvertAction.h"
#include "Checks/UnitChecks.h"
#include "Frontend/LoadedFiles.h"
#include "Rewrite/ImplicitDeclarations.h"
#include "Rewrite/PartialAnalysis.h"
#include "Rewrite/PreprocessorRewriter.h"
#include "Rewrite/RenameDeclRefs.h"
#include "Rewrite/RenameTypes.h"
#include "Rewrite/RewriteCallArguments.h"
#include "Rewrite/RewriteDevicePrintf.h"
#include "Rewrite/RewriteEmptyBraceAssignment.h"
#include "Rewrite/RewriteHalf2Members.h"
#include "Rewrite/RewriteTileShuffles.h"
#include "Rewrite/RewriteKernelLaunch.h"
#include "Rewrite/RewriteMemLocationCalls.h"
#include "Rewrite/TokenPass.h"
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
  explicit ConvertConsumer(RewriteContext &Ctx) : Ctx(Ctx), Checks(Ctx) {
    Passes.push_back(std::make_unique<RenameDeclRefs>(Ctx));
    Passes.push_back(std::make_unique<RenameTypes>(Ctx));
    Passes.push_back(std::make_unique<RewriteCallArguments>(Ctx));
    Passes.push_back(std::make_unique<RewriteDevicePrintf>(Ctx));
    Passes.push_back(std::make_unique<RewriteEmptyBraceAssignment>(Ctx));
    Passes.push_back(std::make_unique<RewriteHalf2Members>(Ctx));
    Passes.push_back(std::make_unique<RewriteMemLocationCalls>(Ctx));
    Passes.push_back(std::make_unique<RewriteTileShuffles>(Ctx));
    Passes.push_back(std::make_unique<RewriteKernelLaunch>(Ctx));
    auto Implicit = std::make_unique<RewriteImplicitDeclarations>(Ctx);
    ImplicitPass = Implicit.get();
    Passes.push_back(std::move(Implicit));
    for (auto &Pass : Passes)
      Pass->registerMatchers(Finder);
    Checks.registerMatchers(Finder);
  }

  void registerPPCallbacks(Preprocessor &PP) { Checks.attach(PP); }

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
    for (auto &Pass : Passes)
      Pass->endOfMatches();
    ImplicitPass->finish(AST);
    Checks.endOfTranslationUnit(AST);
    std::vector<CodeRegion> Regions =
        Checks.uncoveredRegions(ProjectDecls, Ctx.errorLocations());
    TokenPass(Ctx).run(Regions);
    Checks.checkUncovered(Regions);
    reportPartialAnalysis(Ctx);
  }

private:
  RewriteContext &Ctx;
  ast_matchers::MatchFinder Finder;
  std::vector<std::unique_ptr<RewritePass>> Passes;
  /// Adds its includes after the matches (one of Passes).
  RewriteImplicitDeclarations *ImplicitPass = nullptr;
  UnitChecks Checks;
  std::vector<Decl *> ProjectDecls;
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
