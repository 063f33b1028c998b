//===- LdsBudgetCheck.h - Shared memory per kernel against the LDS size -*- C++
//-*-===//
#ifndef HIPPORT_CHECKS_LDSBUDGETCHECK_H
#define HIPPORT_CHECKS_LDSBUDGETCHECK_H

#include "Checks/Check.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

namespace hipport {

/// Sums, for each kernel, its static __shared__ bytes (as clang lays them
/// out, after template instantiation, including device functions it calls
/// whose bodies are visible) and the largest constant dynamic size it is
/// launched with or allowed by cudaFuncSetAttribute. Over the target's LDS
/// size is an error; over the occupancy threshold a note. The limits per
/// --offload-arch are parameters of the rule in rules/lds.yaml.
class LdsBudgetCheck : public Check {
public:
  explicit LdsBudgetCheck(RewriteContext &Ctx)
      : Check("hipport-lds-over-limit", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
  void endOfTranslationUnit(clang::ASTContext &AST) override;

private:
  uint64_t staticBytes(const clang::FunctionDecl *Fn, clang::ASTContext &AST);
  void noteDynamic(const clang::FunctionDecl *Kernel, const clang::Expr *Bytes,
                   clang::ASTContext &AST);

  llvm::SetVector<const clang::FunctionDecl *> Kernels;
  llvm::DenseMap<const clang::FunctionDecl *, uint64_t> Dynamic;
};

} // namespace hipport

#endif
