//===- HardcodedSmCountCheck.h - Grids sized by an NVIDIA SM count -*- C++
//-*-===//
#ifndef HIPPORT_CHECKS_HARDCODEDSMCOUNTCHECK_H
#define HIPPORT_CHECKS_HARDCODEDSMCOUNTCHECK_H

#include "Checks/Check.h"

namespace hipport {

/// A launch whose grid is computed from a number that is an NVIDIA GPU's
/// multiprocessor count (108 on A100, 132 on H100, ...). AMD GPUs have other
/// compute-unit counts; the grid should come from
/// hipDeviceAttributeMultiprocessorCount. The counts are a rule parameter.
class HardcodedSmCountCheck : public Check {
public:
  explicit HardcodedSmCountCheck(RewriteContext &Ctx);
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  std::vector<uint64_t> Counts;
};

} // namespace hipport

#endif
