//===- ShuffleWarp32Check.h - Shuffles that assume 32 lanes -----*- C++ -*-===//
#ifndef HIPPORT_CHECKS_SHUFFLEWARP32CHECK_H
#define HIPPORT_CHECKS_SHUFFLEWARP32CHECK_H

#include "Checks/Check.h"

namespace hipport {

/// Shuffle reductions whose offsets start at 16 (lanes 32-63 are never
/// combined), scans bounded by 32, broadcasts from lane 31 and `width`
/// arguments of 32. In device code each fix spells the same value through
/// warpSize, which keeps the CUDA behaviour and is right for 64 lanes.
class ShuffleWarp32Check : public Check {
public:
  explicit ShuffleWarp32Check(RewriteContext &Ctx)
      : Check("hipport-warp-shuffle-32", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  void checkLoop(const clang::ForStmt *Loop, const clang::FunctionDecl *Fn,
                 clang::ASTContext &AST);
  void checkCall(const clang::CallExpr *Call, const clang::FunctionDecl *Fn,
                 clang::ASTContext &AST);
  void report(const clang::Expr *Constant, const clang::FunctionDecl *Fn,
              clang::ASTContext &AST, llvm::StringRef Replacement,
              const llvm::Twine &Message);
  /// Offsets already reported as a loop's start, so the call in the loop
  /// body is not reported again.
  llvm::DenseSet<const clang::VarDecl *> LoopVariables;
};

} // namespace hipport

#endif
