//===- RewriteCallArguments.h - Calls whose HIP signature differs -*- C++
//-*-===//
#ifndef HIPPORT_REWRITE_REWRITECALLARGUMENTS_H
#define HIPPORT_REWRITE_REWRITECALLARGUMENTS_H

#include "Rewrite/RewritePass.h"

namespace hipport {

/// Applies a table's `args` template to calls of a CUDA function, for
/// example wrapping a symbol in HIP_SYMBOL() or dropping a mask argument.
class RewriteCallArguments : public RewritePass {
public:
  using RewritePass::RewritePass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
};

} // namespace hipport

#endif
