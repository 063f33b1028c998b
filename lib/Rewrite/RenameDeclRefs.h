//===- RenameDeclRefs.h - Functions, enumerators, variables -----*- C++ -*-===//
#ifndef HIPPORT_REWRITE_RENAMEDECLREFS_H
#define HIPPORT_REWRITE_RENAMEDECLREFS_H

#include "Rewrite/RewritePass.h"

namespace hipport {

/// Renames references that resolve to CUDA functions, enumerators and
/// variables, including overload sets named in templates.
class RenameDeclRefs : public RewritePass {
public:
  using RewritePass::RewritePass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  bool isCudaBuiltin(const clang::ValueDecl *D) const;
  bool isCompilerName(const clang::NamedDecl *D) const;
  std::optional<unsigned> writtenArguments(const clang::Expr &Callee,
                                           llvm::StringRef Name,
                                           clang::ASTContext &AST) const;
};

} // namespace hipport

#endif
