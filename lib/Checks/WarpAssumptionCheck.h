//===- WarpAssumptionCheck.h - Reporting one 32-lane assumption -*- C++ -*-===//
//
// The lane-arithmetic and shuffle rules report the sites of the unit's
// inconsistent warp assumptions (Analysis/WarpAssumptions): each finding
// names the other lines of its assumption, and fixes come for all of them
// or for none. Consistent 32-lane groups and tile arithmetic give nothing.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_CHECKS_WARPASSUMPTIONCHECK_H
#define HIPPORT_CHECKS_WARPASSUMPTIONCHECK_H

#include "Analysis/WarpAssumptions.h"
#include "Checks/Check.h"

namespace hipport {

class WarpAssumptionCheck : public Check {
public:
  using Check::Check;
  /// The whole unit is judged at its end: no matchers.
  void registerMatchers(clang::ast_matchers::MatchFinder &) override {}
  void run(const clang::ast_matchers::MatchFinder::MatchResult &) override {}
  void endOfTranslationUnit(clang::ASTContext &AST) override;

protected:
  /// The error of an assumption that cannot be ported whole
  /// (hipport-warp-hand-port), once per assumption, with every line; in a
  /// conversion, an #error before its kernel stops the build there with
  /// hipport's explanation rather than let the output compile and run wrong
  /// (WarpHandPort.cpp).
  void reportHandPort(const WarpAssumption &A, clang::ASTContext &AST);
  /// Whether this rule reports S.
  virtual bool owns(const GroupSite &S) const = 0;
  /// What S assumes, and its portable spelling.
  virtual std::string describe(const GroupSite &S) const = 0;
};

} // namespace hipport

#endif
