//===- TidyUnit.cpp -------------------------------------------------------===//
#include "Tidy/TidyUnit.h"
#include "clang/AST/ASTContext.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace hipport;
using namespace clang;

/// The CUDA include directories of the parse (the toolkit's, or hipport's
/// generated declarations): their declarations are CUDA's, as hipport
/// classifies them with --cuda-path.
static std::vector<std::string> cudaIncludeDirs(const Preprocessor &PP) {
  std::vector<std::string> Dirs;
  for (const HeaderSearchOptions::Entry &Entry :
       PP.getHeaderSearchInfo().getHeaderSearchOpts().UserEntries) {
    llvm::SmallString<256> Runtime(Entry.Path);
    llvm::sys::path::append(Runtime, "cuda_runtime.h");
    if (llvm::sys::fs::exists(Runtime))
      Dirs.push_back(Entry.Path);
  }
  return Dirs;
}

namespace {
/// Calls back once the preprocessor is done with the main file.
class AtEndOfMainFile : public PPCallbacks {
public:
  explicit AtEndOfMainFile(llvm::unique_function<void()> Done)
      : Done(std::move(Done)) {}
  void EndOfMainFile() override { Done(); }

private:
  llvm::unique_function<void()> Done;
};
} // namespace

TidyUnit::TidyUnit(const TidyData &Data, const ConvertOptions &Options,
                   const SourceManager &SM, Preprocessor &PP)
    : Options(Options),
      Ctx(Data.Table, this->Options, cudaIncludeDirs(PP), &Data.Rules) {
  Ctx.setSourceManager(SM, PP.getLangOpts());
  Checks = std::make_unique<UnitChecks>(Ctx);
  Checks->registerMatchers(Finder);
  // The preprocessor calls the callbacks added last first: this one runs
  // after every check's.
  PP.addPPCallbacks(
      std::make_unique<AtEndOfMainFile>([this] { reportFindings(); }));
  Checks->attach(PP);
}

void TidyUnit::addReporter(llvm::StringRef Rule, Reporter Report) {
  Reporters.emplace_back(Rule.str(), std::move(Report));
}

void TidyUnit::run(ASTContext &AST) {
  if (Ran)
    return;
  Ran = true;
  // As hipport's own consumer does: match the user's declarations only,
  // not the CUDA and C++ library headers.
  std::vector<Decl *> ProjectDecls;
  const SourceManager &SM = AST.getSourceManager();
  for (Decl *D : AST.getTranslationUnitDecl()->decls())
    if (Ctx.classifier()
            .classify(SM.getExpansionLoc(D->getLocation()))
            .IsProject)
      ProjectDecls.push_back(D);
  std::vector<Decl *> Scope = AST.getTraversalScope();
  AST.setTraversalScope(ProjectDecls);
  Finder.matchAST(AST);
  AST.setTraversalScope(Scope);
  Checks->endOfTranslationUnit(AST);
  // clang-tidy keeps clang's errors to itself: the token-level
  // recognisers see the branches not taken and what clang's recovery
  // dropped from the AST, not the lines of each error.
  Checks->checkUncovered(Checks->uncoveredRegions(ProjectDecls, {}));
}

void TidyUnit::reportFindings() {
  ConversionResult Result = Ctx.finish();
  for (const Finding &F : Result.Findings)
    for (auto &[Rule, Report] : Reporters)
      if (F.Rule == Rule)
        Report(F);
}

/// Options that make a different run.
static std::string runKey(const ConvertOptions &O) {
  return O.HipVersion.str() + "|" + O.OffloadArch + "|" +
         llvm::join(O.HipMacros, ",") + "|" +
         std::to_string(static_cast<int>(O.Guards)) + "|" +
         llvm::join(O.EnabledRules, ",");
}

std::shared_ptr<TidyUnit> TidyUnits::unitFor(const TidyData &Data,
                                             const ConvertOptions &Options,
                                             const SourceManager &SM,
                                             Preprocessor &PP) {
  if (Current != &PP) {
    Current = &PP;
    Units.clear();
  }
  std::weak_ptr<TidyUnit> &Slot = Units[runKey(Options)];
  std::shared_ptr<TidyUnit> Unit = Slot.lock();
  if (!Unit) {
    Unit = std::make_shared<TidyUnit>(Data, Options, SM, PP);
    Slot = Unit;
  }
  return Unit;
}
