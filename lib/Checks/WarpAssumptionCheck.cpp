//===- WarpAssumptionCheck.cpp --------------------------------------------===//
#include "Checks/WarpAssumptionCheck.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/STLExtras.h"

using namespace hipport;
using namespace clang;

/// The rule that reports a site.
static llvm::StringRef ruleOf(const GroupSite &S) {
  if (S.isShuffleSite())
    return "hipport-warp-shuffle-32";
  if (S.K == GroupSite::SharedLaneArray)
    return "hipport-warp-shared-array";
  return "hipport-warp-lane-arithmetic";
}

void WarpAssumptionCheck::endOfTranslationUnit(ASTContext &AST) {
  const WarpAssumptions &Analysis = warpAssumptions(AST);
  // Fixing only the sites of one rule would half-fix the assumption.
  bool BothRules = Ctx.options().ruleEnabled("hipport-warp-lane-arithmetic") &&
                   Ctx.options().ruleEnabled("hipport-warp-shuffle-32");
  const SourceManager &SM = AST.getSourceManager();
  if (rule() == "hipport-warp-lane-arithmetic")
    for (const GroupSite &S : Analysis.consistentSites())
      Ctx.noteSharedWarpSite(S.Loc, /*Respelled=*/false,
                             S.Function->getNameAsString());
  for (const WarpAssumption &A : Analysis.assumptions()) {
    // A site the user silenced stays as it is, so the others must too.
    // Silenced also where a site is in code with a HIP path of its own:
    // the sites are not reported there, so neither is their assumption.
    bool Silenced =
        hasHipPath(A) || llvm::any_of(A.Sites, [&](const GroupSite &S) {
          return Ctx.dropsFinding(ruleOf(S), S.Loc);
        });
    bool Fix = A.fixable() && BothRules && !Silenced;
    // Raised once per assumption, by the rule that owns most of its kinds;
    // so are the facts about shared headers for the tree-wide decision.
    bool Once = rule() == "hipport-warp-lane-arithmetic";
    if (A.needsHandPort() && !Silenced && Once)
      reportHandPort(A, AST);
    if (Fix && Once)
      for (const GroupSite &S : A.Sites)
        Ctx.noteSharedWarpSite(S.Loc, /*Respelled=*/true,
                               S.Function->getNameAsString());
    for (const GroupSite &S : A.Sites) {
      if (!owns(S))
        continue;
      std::vector<RewriteContext::Fix> Fixes;
      if (Fix)
        if (auto One = replacement(S.Replaced, S.Portable))
          Fixes.push_back(*One);
      std::string Others = WarpAssumptions::otherLines(A, S, SM);
      std::string Context;
      if (!Others.empty()) {
        bool OneLine = Others.find(',') == std::string::npos;
        Context = std::string(Fix ? "; fixed together with line"
                                  : "; one assumption with line") +
                  (OneLine ? " " : "s ") + Others;
      }
      if (!Fix && !A.WhyNoFix.empty())
        Context += " (no automatic fix: " + A.WhyNoFix + ")";
      diag(S.Loc, describe(S) + Context, std::move(Fixes),
           S.Constant ? S.Constant->getBeginLoc() : SourceLocation());
    }
  }
}
