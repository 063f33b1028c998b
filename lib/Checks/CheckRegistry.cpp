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
  for (auto &C : All)
    // The LDS check also raises hipport-lds-occupancy, the guard check
    // hipport-cuda-arch-fallback.
    if (Ctx.options().ruleEnabled(C->rule()) ||
        (C->rule() == "hipport-lds-over-limit" &&
         Ctx.options().ruleEnabled("hipport-lds-occupancy")) ||
        (C->rule() == "hipport-cuda-guard" &&
         Ctx.options().ruleEnabled("hipport-cuda-arch-fallback")))
      Enabled.push_back(std::move(C));
  return Enabled;
}
