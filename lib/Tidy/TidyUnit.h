//===- TidyUnit.h - hipport's checks over one clang-tidy unit ---*- C++ -*-===//
//
// hipport's checks judge rules together (a warp assumption is fixed only
// when the rules of all its sites are enabled, a site the user silenced
// keeps the others as they are), so they run once per unit with every rule
// the clang-tidy run enables, as `hipport lint --enable` would, and each
// clang-tidy check reports the findings of its own rule. Checks whose
// options differ (OffloadArch for one check only) get a run of their own.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_TIDY_TIDYUNIT_H
#define HIPPORT_TIDY_TIDYUNIT_H

#include "Checks/UnitChecks.h"
#include "Tidy/TidyData.h"
#include "llvm/ADT/FunctionExtras.h"
#include <map>
#include <memory>

namespace hipport {

class TidyUnit {
public:
  using Reporter = llvm::unique_function<void(const Finding &)>;
  TidyUnit(const TidyData &Data, const ConvertOptions &Options,
           const clang::SourceManager &SM, clang::Preprocessor &PP);

  /// Report receives the unit's findings of Rule at the end of the main
  /// file (the checks of preprocessor conditionals finish only then).
  void addReporter(llvm::StringRef Rule, Reporter Report);
  /// Runs the checks over the user's declarations, once however many
  /// clang-tidy checks ask.
  void run(clang::ASTContext &AST);

private:
  void reportFindings();

  ConvertOptions Options;
  RewriteContext Ctx;
  std::unique_ptr<UnitChecks> Checks;
  clang::ast_matchers::MatchFinder Finder;
  std::vector<std::pair<std::string, Reporter>> Reporters;
  bool Ran = false;
};

/// The runs of the unit being checked, one per set of options; a unit's
/// runs end with the checks that hold them.
class TidyUnits {
public:
  std::shared_ptr<TidyUnit> unitFor(const TidyData &Data,
                                    const ConvertOptions &Options,
                                    const clang::SourceManager &SM,
                                    clang::Preprocessor &PP);

private:
  const clang::Preprocessor *Current = nullptr;
  std::map<std::string, std::weak_ptr<TidyUnit>> Units;
};

} // namespace hipport

#endif
