//===- UnitChecks.h - The portability checks of one unit --------*- C++ -*-===//
//
// Every portability check of one translation unit, run in the order
// `hipport convert` and `lint` run them: the AST checks over the user's
// declarations (with their preprocessor callbacks and the unit-wide warp
// analysis at the end), then the token-level recognisers over the code clang
// did not parse. The conversion pipeline (Driver/ConvertAction) and the
// clang-tidy plugin (lib/Tidy) both run the checks through this class, so
// the two find the same things.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_CHECKS_UNITCHECKS_H
#define HIPPORT_CHECKS_UNITCHECKS_H

#include "Checks/Check.h"
#include "Checks/HipBranches.h"
#include "Rewrite/UncoveredCode.h"
#include <memory>
#include <vector>

namespace hipport {

class UnitChecks {
public:
  /// The checks whose rules Ctx's options enable; Ctx must have its source
  /// manager already.
  explicit UnitChecks(RewriteContext &Ctx);

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder);
  /// Before the preprocessor runs: the checks' callbacks, the conditionals
  /// that give code a HIP path, and the code clang does not parse.
  void attach(clang::Preprocessor &PP);
  /// After the matchers ran over the unit: the checks that judge the unit
  /// as a whole report.
  void endOfTranslationUnit(clang::ASTContext &AST);
  /// The project code clang did not parse soundly under the user's
  /// declarations (and at ErrorLocations), without the branches that
  /// choose between CUDA and HIP: what the token-level passes work on.
  std::vector<CodeRegion>
  uncoveredRegions(llvm::ArrayRef<clang::Decl *> ProjectDecls,
                   llvm::ArrayRef<clang::SourceLocation> ErrorLocations);
  /// The token-level recognisers over Regions (uncoveredRegions) and over
  /// the HIP paths the parse did not compile.
  void checkUncovered(llvm::ArrayRef<CodeRegion> Regions);

private:
  RewriteContext &Ctx;
  std::vector<std::unique_ptr<Check>> Checks;
  HipBranches Branches;
  UncoveredCode Uncovered;
  const clang::Preprocessor *PP = nullptr;
};

} // namespace hipport

#endif
