//===- WarpSizeConstantCheck.cpp ------------------------------------------===//
#include "Checks/WarpSizeConstantCheck.h"
#include "Analysis/WarpValues.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

static constexpr char Advice[] =
    "is 32, a 32-lane warp; AMD CDNA wavefronts have 64 lanes: use warpSize "
    "in device code and query hipDeviceAttributeWarpSize on the host";

namespace {

class MacroWatcher : public PPCallbacks {
public:
  explicit MacroWatcher(WarpSizeConstantCheck &Check) : Check(Check) {}
  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    if (const MacroInfo *Info = MD->getMacroInfo())
      Check.macroDefined(Name, *Info);
  }

private:
  WarpSizeConstantCheck &Check;
};

} // namespace

void WarpSizeConstantCheck::registerPPCallbacks(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<MacroWatcher>(*this));
}

void WarpSizeConstantCheck::macroDefined(const Token &Name,
                                         const MacroInfo &Info) {
  const IdentifierInfo *Id = Name.getIdentifierInfo();
  if (!Id || !isWarpSizeName(Id->getName()) || Info.isFunctionLike() ||
      !inProject(Name.getLocation()))
    return;
  // The body must be the number 32, perhaps in parentheses.
  uint64_t Value = 0;
  unsigned Numbers = 0;
  for (const Token &T : Info.tokens()) {
    if (T.is(tok::l_paren) || T.is(tok::r_paren))
      continue;
    if (!T.is(tok::numeric_constant) || ++Numbers > 1)
      return;
    llvm::StringRef Text(T.getLiteralData(), T.getLength());
    if (Text.rtrim("uUlL").getAsInteger(0, Value))
      return;
  }
  if (Numbers == 1 && Value == 32)
    Candidates.push_back({Name.getLocation(), Id->getName().str()});
}

void WarpSizeConstantCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      varDecl(hasInitializer(expr()), hasType(isInteger())).bind("var"), this);
  Finder.addMatcher(
      cudaKernelCallExpr(
          forEachArgumentWithParam(declRefExpr(to(varDecl().bind("held"))),
                                   parmVarDecl().bind("param")))
          .bind("launch"),
      this);
  Finder.addMatcher(cudaKernelCallExpr().bind("shaped-launch"), this);
}

void WarpSizeConstantCheck::run(const MatchFinder::MatchResult &R) {
  if (R.Nodes.getNodeAs<CUDAKernelCallExpr>("launch"))
    return matchLaunch(R);
  if (R.Nodes.getNodeAs<CUDAKernelCallExpr>("shaped-launch"))
    return matchBlockShape(R);
  const auto *Var = R.Nodes.getNodeAs<VarDecl>("var");
  if (!Var->getIdentifier() || !isWarpSizeName(Var->getName()) ||
      !Var->getInit() || !inProject(Var->getLocation()))
    return;
  ConstantOrigin Init = constantOrigin(Var->getInit(), *R.Context);
  if (Init.K == ConstantOrigin::Literal && Init.Value == 32)
    Candidates.push_back({Var->getLocation(), Var->getName().str()});
}

void WarpSizeConstantCheck::endOfTranslationUnit(ASTContext &AST) {
  reportLaunches(AST);
  reportBlockShapes(AST);
  if (Candidates.empty())
    return;
  // A constant used only by consistent 32-lane groups, by tiles, or not at
  // all in warp code is right as it is: reported only where it is part of
  // an inconsistent assumption (whose sites name it).
  const WarpAssumptions &Analysis = warpAssumptions(AST);
  llvm::StringSet<> Used;
  for (const WarpAssumption &A : Analysis.assumptions())
    for (const GroupSite &S : A.Sites)
      if (S.Origin.K == ConstantOrigin::WarpNamed)
        Used.insert(S.Origin.Name);
  for (const Candidate &C : Candidates)
    if (Used.count(C.Name))
      diag(C.Loc, "'" + C.Name + "' " + Advice);
  Candidates.clear();
}
