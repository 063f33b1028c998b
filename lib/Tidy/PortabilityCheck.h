//===- PortabilityCheck.h - One hipport rule as a clang-tidy check -*- C++
//-*-===//
//
// A thin adapter: the check named after a rule has hipport's own check
// classes run over the unit (Tidy/TidyUnit, the checks as `hipport lint`
// runs them) and turns each finding of its rule into a clang-tidy
// diagnostic with its fix-its, so that --fix, --export-fixes and NOLINT
// work. The checks run at the end of the translation unit (the warp
// analysis weighs a unit's uses of 32 together) and the findings are
// reported at the end of the main file, when the checks of preprocessor
// conditionals have finished too.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_TIDY_PORTABILITYCHECK_H
#define HIPPORT_TIDY_PORTABILITYCHECK_H

#include "Tidy/TidyUnit.h"
#include "clang-tidy/ClangTidyCheck.h"
#include <memory>

namespace hipport {

class PortabilityCheck : public clang::tidy::ClangTidyCheck {
public:
  /// Units is shared by the checks of one clang-tidy run.
  PortabilityCheck(llvm::StringRef Rule, clang::tidy::ClangTidyContext *Context,
                   std::shared_ptr<TidyUnits> Units);

  void storeOptions(clang::tidy::ClangTidyOptions::OptionMap &Map) override;
  void registerPPCallbacks(const clang::SourceManager &SM,
                           clang::Preprocessor *PP,
                           clang::Preprocessor *ModuleExpanderPP) override;
  void registerMatchers(clang::ast_matchers::MatchFinder *Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;

private:
  void report(const Finding &F, const clang::SourceManager &SM);

  std::string Rule;
  ConvertOptions Options;
  const TidyData *Data = nullptr;
  std::shared_ptr<TidyUnits> Units;
  std::shared_ptr<TidyUnit> Unit;
  clang::ASTContext *AST = nullptr;
};

} // namespace hipport

#endif
