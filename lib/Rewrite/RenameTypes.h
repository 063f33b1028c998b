//===- RenameTypes.h - CUDA type names as written ---------------*- C++ -*-===//
#ifndef HIPPORT_REWRITE_RENAMETYPES_H
#define HIPPORT_REWRITE_RENAMETYPES_H

#include "Rewrite/RewritePass.h"

namespace hipport {

/// Renames written type names (typedefs, structs, enums, class templates)
/// declared by CUDA headers, and namespaces such as `cub::` where they are
/// named (qualifiers, using-directives, namespace aliases).
class RenameTypes : public RewritePass {
public:
  using RewritePass::RewritePass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  void renameType(clang::TypeLoc TL);
  void renameNamespace(clang::SourceLocation NameLoc,
                       const clang::NamedDecl *Named);
  void renameNominatedNamespace(clang::SourceLocation NameLoc,
                                const clang::NamedDecl *Named);
};

} // namespace hipport

#endif
