//===- RewritePass.h - The shape of an AST rewrite pass ---------*- C++ -*-===//
//
// A pass is one small class: it registers the matchers it needs and turns
// each match into edits or findings through the RewriteContext.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_REWRITEPASS_H
#define HIPPORT_REWRITE_REWRITEPASS_H

#include "Rewrite/RewriteContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace hipport {

class RewritePass : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit RewritePass(RewriteContext &Ctx) : Ctx(Ctx) {}
  virtual void registerMatchers(clang::ast_matchers::MatchFinder &Finder) = 0;
  /// Called once every match of the unit has been run.
  virtual void endOfMatches() {}

protected:
  RewriteContext &Ctx;
};

} // namespace hipport

#endif
