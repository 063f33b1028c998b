//===- CheckRegistry.cpp --------------------------------------------------===//
#include "Checks/CheckRegistry.h"
#include "Checks/BallotTruncationCheck.h"
#include "Checks/CudaGuardCheck.h"
#include "Checks/HardcodedSmCountCheck.h"
#include "Checks/HipRedefinitionCheck.h"
#include "Checks/HipShuffleMaskCheck.h"
#include "Checks/InlinePtxCheck.h"
#include "Checks/LaneArithmeticCheck.h"
#include "Checks/LaneMaskShiftCheck.h"
#include "Checks/LdsBudgetCheck.h"
#include "Checks/SharedWarpArrayCheck.h"
#include "Checks/ShuffleWarp32Check.h"
#include "Checks/VectorOperatorCheck.h"
#include "Checks/WarpFullMaskCheck.h"
#include "Checks/WarpSizeConstantCheck.h"
#include "Checks/WarpSizeConstexprCheck.h"
#include "Checks/WarpSizeHostCheck.h"

using namespace hipport;

/// Rules a check raises besides its own: milder or stronger forms of its
/// finding, with a severity of their own. The check runs when either rule
/// is enabled.
static constexpr std::pair<llvm::StringLiteral, llvm::StringLiteral>
    MilderRules[] = {
        {"hipport-lds-over-limit", "hipport-lds-occupancy"},
        {"hipport-cuda-guard", "hipport-cuda-arch-fallback"},
        {"hipport-warp-lane-arithmetic", "hipport-warp-hand-port"},
        {"hipport-warp-full-mask", "hipport-warp-hand-port"},
};

std::vector<std::unique_ptr<Check>> hipport::createChecks(RewriteContext &Ctx) {
  std::vector<std::unique_ptr<Check>> All;
  All.push_back(std::make_unique<WarpFullMaskCheck>(Ctx));
  All.push_back(std::make_unique<LaneMaskShiftCheck>(Ctx));
  All.push_back(std::make_unique<BallotTruncationCheck>(Ctx));
  All.push_back(std::make_unique<ShuffleWarp32Check>(Ctx));
  All.push_back(std::make_unique<HipShuffleMaskCheck>(Ctx));
  All.push_back(std::make_unique<LaneArithmeticCheck>(Ctx));
  All.push_back(std::make_unique<WarpSizeConstantCheck>(Ctx));
  All.push_back(std::make_unique<SharedWarpArrayCheck>(Ctx));
  All.push_back(std::make_unique<WarpSizeConstexprCheck>(Ctx));
  All.push_back(std::make_unique<WarpSizeHostCheck>(Ctx));
  All.push_back(std::make_unique<VectorOperatorCheck>(Ctx));
  All.push_back(std::make_unique<HipRedefinitionCheck>(Ctx));
  All.push_back(std::make_unique<InlinePtxCheck>(Ctx));
  All.push_back(std::make_unique<HardcodedSmCountCheck>(Ctx));
  All.push_back(std::make_unique<CudaGuardCheck>(Ctx));
  All.push_back(std::make_unique<LdsBudgetCheck>(Ctx));
  // One analysis of the unit's warp assumptions serves every check.
  auto Shared = std::make_shared<Check::SharedWarpAnalysis>();
  for (auto &C : All)
    C->shareWarpAnalysis(Shared);
  std::vector<std::unique_ptr<Check>> Enabled;
  for (auto &C : All) {
    bool On = Ctx.options().ruleEnabled(C->rule());
    for (const auto &[Own, Milder] : MilderRules)
      On |= C->rule() == Own && Ctx.options().ruleEnabled(Milder);
    if (On)
      Enabled.push_back(std::move(C));
  }
  return Enabled;
}

std::vector<std::string> hipport::checkRules() {
  MappingTable NoTable;
  ConvertOptions Everything;
  RewriteContext Ctx(NoTable, Everything, {});
  std::vector<std::string> Rules;
  for (const auto &C : createChecks(Ctx))
    Rules.push_back(C->rule().str());
  for (const auto &[Own, Milder] : MilderRules)
    if (!llvm::is_contained(Rules, Milder))
      Rules.push_back(Milder.str());
  return Rules;
}
