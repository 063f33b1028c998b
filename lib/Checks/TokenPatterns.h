//===- TokenPatterns.h - Warp-size checks without an AST --------*- C++ -*-===//
//
// Code clang did not parse (UncoveredCode) has no AST for the checks to
// match, but the commonest warp-size bugs are recognisable on tokens alone.
// Each recogniser reports under the rule of the AST check it stands in for,
// so suppressions, --enable/--disable and severities apply unchanged, and
// its findings are marked as coming from a partial parse (message suffix
// and Finding::FromPartialParse). A line the AST check already reported is
// not reported again, nor is code that already has a HIP path (HipBranches),
// which the AST checks leave alone too.
//
//   hipport-warp-full-mask      0xffffffff as first argument of a *_sync
//                               intrinsic (fixed to the 64-bit mask), or
//                               compared with __activemask()/__ballot*()
//   hipport-warp-shuffle-32     __shfl_down/__shfl_xor with offset 16 and no
//                               width; a loop from 16 halving around a shuffle
//   hipport-warp-lane-arithmetic  & 31, % 32, / 32, >> 5 on threadIdx.x or a
//                               variable named or initialised like a thread
//                               index or lane
//   hipport-warp-shared-array   __shared__ T x[32] indexed by a lane
//
// and TokenMasks follows names to ballots and masks.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_CHECKS_TOKENPATTERNS_H
#define HIPPORT_CHECKS_TOKENPATTERNS_H

#include "Checks/HipBranches.h"
#include "Rewrite/RewriteContext.h"
#include "Rewrite/UncoveredCode.h"

namespace clang {
class Preprocessor;
}

namespace hipport {

/// PP's macro table says which project macros stand for a ballot or a mask.
void checkTokenPatterns(RewriteContext &Ctx, llvm::ArrayRef<CodeRegion> Regions,
                        const HipBranches &Branches,
                        const clang::Preprocessor &PP);
/// The recognisers of bugs in code that already has a HIP path (a CUDA
/// mask passed to HIP's mask-less shuffles, hipport-hip-shuffle-mask), on
/// the regions of such code the CUDA parse did not compile.
void checkHipPathTokens(RewriteContext &Ctx, llvm::ArrayRef<CodeRegion> Regions,
                        const HipBranches &Branches);

} // namespace hipport

#endif
