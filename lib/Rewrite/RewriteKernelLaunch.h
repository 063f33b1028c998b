//===- RewriteKernelLaunch.h - `<<<...>>>` launches -------------*- C++ -*-===//
#ifndef HIPPORT_REWRITE_REWRITEKERNELLAUNCH_H
#define HIPPORT_REWRITE_REWRITEKERNELLAUNCH_H

#include "Rewrite/RewritePass.h"

namespace hipport {

/// hip-clang accepts `<<<>>>`, so launches are kept by default; with
/// --kernel-launch=hip they become hipLaunchKernelGGL calls with every
/// configuration argument spelled out.
class RewriteKernelLaunch : public RewritePass {
public:
  using RewritePass::RewritePass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
};

} // namespace hipport

#endif
