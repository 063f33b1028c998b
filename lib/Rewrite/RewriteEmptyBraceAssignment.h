//===- RewriteEmptyBraceAssignment.h - `x = {}` of a class ------*- C++ -*-===//
//
// `h = {};` of a `__half2` compiles with nvcc, but clang rejects it as CUDA
// and as HIP (HeCBench quant3MatMul): the type is assigned from itself and
// from `__half2_raw`, `{}` converts to either equally well, and the standard
// calls that ambiguous. For CUDA's half and bfloat16 types every candidate
// assigns zero from `{}`, so `h = T{}` (T as HIP spells it) means what nvcc
// compiled. A project's own type is left alone: its candidates may assign
// different values, and which one nvcc picks is not for hipport to guess.
// The failed assignment stays in the AST as a RecoveryExpr over the left
// operand and the empty braces.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_REWRITEEMPTYBRACEASSIGNMENT_H
#define HIPPORT_REWRITE_REWRITEEMPTYBRACEASSIGNMENT_H

#include "Rewrite/RewritePass.h"

namespace hipport {

class RewriteEmptyBraceAssignment : public RewritePass {
public:
  using RewritePass::RewritePass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  /// How the output spells T, a half or bfloat16 type of CUDA's that the
  /// target HIP declares; nothing for any other type.
  std::optional<std::string> hipSpelling(clang::QualType T);
};

} // namespace hipport

#endif
