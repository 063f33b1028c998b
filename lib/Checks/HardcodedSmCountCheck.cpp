//===- HardcodedSmCountCheck.cpp ------------------------------------------===//
#include "Checks/HardcodedSmCountCheck.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

HardcodedSmCountCheck::HardcodedSmCountCheck(RewriteContext &Ctx)
    : Check("hipport-hardcoded-sm-count", Ctx) {
  for (const std::string &Item :
       parameterList("sm-counts", "80,108,114,132,144")) {
    uint64_t N;
    if (!llvm::StringRef(Item).getAsInteger(10, N))
      Counts.push_back(N);
  }
}

void HardcodedSmCountCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(cudaKernelCallExpr().bind("launch"), this);
}

static bool namesMultiprocessors(llvm::StringRef Name) {
  std::string Lower = Name.lower();
  return Lower.find("sm") != std::string::npos ||
         Lower.find("multiprocessor") != std::string::npos ||
         Lower.find("mpcount") != std::string::npos;
}

/// The first literal in E that is one of Counts, written there or in the
/// initialiser of a local variable named like a multiprocessor count. A
/// number E divides by is a block or tile width, not a count of SMs.
static const IntegerLiteral *findCount(const Expr *E,
                                       const std::vector<uint64_t> &Counts,
                                       unsigned Depth = 0) {
  if (!E || Depth > 3)
    return nullptr;
  E = E->IgnoreParenImpCasts();
  if (const auto *Literal = dyn_cast<IntegerLiteral>(E)) {
    uint64_t V = Literal->getValue().getLimitedValue();
    return llvm::is_contained(Counts, V) ? Literal : nullptr;
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
      if (Var->hasLocalStorage() && Var->getInit() && Var->getIdentifier() &&
          namesMultiprocessors(Var->getName()))
        return findCount(Var->getInit(), Counts, Depth + 1);
  if (const auto *Binary = dyn_cast<BinaryOperator>(E))
    if (Binary->getOpcode() == BO_Div || Binary->getOpcode() == BO_Rem)
      return findCount(Binary->getLHS(), Counts, Depth);
  for (const Stmt *Child : E->children())
    if (const auto *ChildExpr = dyn_cast_or_null<Expr>(Child))
      if (const IntegerLiteral *Found = findCount(ChildExpr, Counts, Depth))
        return Found;
  return nullptr;
}

void HardcodedSmCountCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Launch = R.Nodes.getNodeAs<CUDAKernelCallExpr>("launch");
  const CallExpr *Config = Launch->getConfig();
  if (!Config || Config->getNumArgs() < 1 || !inProject(Launch->getBeginLoc()))
    return;
  if (const IntegerLiteral *Count = findCount(Config->getArg(0), Counts))
    diag(Count->getLocation(),
         "the grid is sized from " +
             std::to_string(Count->getValue().getLimitedValue()) +
             ", the multiprocessor count of an NVIDIA GPU; AMD GPUs have "
             "other compute-unit counts (MI300X: 304): query "
             "hipDeviceAttributeMultiprocessorCount");
}
