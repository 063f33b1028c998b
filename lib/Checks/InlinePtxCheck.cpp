//===- InlinePtxCheck.cpp -------------------------------------------------===//
#include "Checks/InlinePtxCheck.h"
#include "Analysis/WarpValues.h"
#include "clang/AST/Stmt.h"

using namespace hipport;
using namespace clang;
using namespace clang::ast_matchers;

void InlinePtxCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(asmStmt(forFunction(functionDecl().bind("fn"))).bind("asm"),
                    this);
}

namespace {

struct SpecialRegister {
  const char *Register;
  const char *Replacement;
};

// PTX special registers that HIP exposes as intrinsics.
constexpr SpecialRegister Registers[] = {
    {"%laneid", "__lane_id()"},
    {"%lanemask_lt", "__lanemask_lt()"},
    {"%lanemask_le", "__lanemask_le()"},
    {"%lanemask_gt", "__lanemask_gt()"},
    {"%lanemask_ge", "__lanemask_ge()"},
    {"%lanemask_eq", "__lanemask_eq()"},
    {"%clock64", "clock64()"},
    {"%globaltimer", "wall_clock64()"},
    {"%smid", "__smid()"},
};

} // namespace

void InlinePtxCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Asm = R.Nodes.getNodeAs<AsmStmt>("asm");
  const auto *Fn = R.Nodes.getNodeAs<FunctionDecl>("fn");
  // Host code's asm is for the host CPU, which HIP keeps.
  if (!isInDeviceCode(Fn) || !inProject(Asm->getAsmLoc()))
    return;
  std::string Text = Asm->generateAsmString(*R.Context);
  for (const SpecialRegister &Special : Registers)
    if (llvm::StringRef(Text).contains(Special.Register)) {
      diag(Asm->getAsmLoc(), "inline PTX reads " +
                                 llvm::Twine(Special.Register) +
                                 ", which AMD GPUs do not have; HIP provides " +
                                 Special.Replacement);
      return;
    }
  diag(Asm->getAsmLoc(),
       "inline PTX assembly cannot run on AMD GPUs; replace it with a HIP "
       "intrinsic or portable C++");
}
