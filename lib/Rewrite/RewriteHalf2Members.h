//===- RewriteHalf2Members.h - A __half2's x and y -------------*- C++ -*-===//
//
// CUDA's __half2 holds its halves as two __half members, x and y. Before
// HIP 6.0, HIP's __half2 holds them as `unsigned short x, y` in a union with
// the _Float16 pair (amd_hip_fp16.h of HIP 5.2 as Debian installs it, and of
// ROCm/clr's tag rocm-5.7.0; rocm-6.0.0 declares `__half x, y`). So the
// converted `(float)h.x` compiles and converts the raw bits as an integer
// (1.5 reads as 15872), and `h.y = v` stores v's value as an integer:
// results change with no error. Each access becomes
// `reinterpret_cast<__half &>(h.x)`, the same object as CUDA's __half,
// which reads and writes the bits where HIP keeps them and is the plain
// member access from HIP 6.0 on (and on HIP's NVIDIA platform). In a
// template whose object's type is a parameter, instantiated with __half2,
// the access becomes hipport::half2_x(object) of the compat header, which is
// the member for every other type. An access spelled in a macro's body is
// reported.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_REWRITEHALF2MEMBERS_H
#define HIPPORT_REWRITE_REWRITEHALF2MEMBERS_H

#include "Rewrite/RewritePass.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include <optional>
#include <set>
#include <string>
#include <utility>

namespace hipport {

class RewriteHalf2Members : public RewritePass {
public:
  using RewritePass::RewritePass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
  void endOfMatches() override;

private:
  void rewrite(const clang::MemberExpr &Member, const clang::SourceManager &SM);
  /// Whether the access is the operand of a reinterpret_cast to a
  /// reference, which reads its storage as the cast's type already.
  static bool isReinterpretedInPlace(const clang::MemberExpr &Member,
                                     clang::ASTContext &AST);

  /// The accesses already wrapped (a file's text can be reached through two
  /// includes).
  std::set<std::pair<std::string, unsigned>> Rewritten;
  /// An access in an instantiation of a template: the member's name, and
  /// where the template spells the access and its object.
  struct InstantiatedAccess {
    std::string Name;
    std::optional<FileRange> Whole, Object;
    bool Arrow = false;
  };
  /// Where a template's own code spells an access to a __half2 member, and
  /// where an instantiation of a template does. An instantiated access the
  /// template does not spell as one has an object whose type is a template
  /// parameter, so other instantiations may have other types.
  llvm::DenseSet<clang::SourceLocation> InPatterns;
  llvm::MapVector<clang::SourceLocation, InstantiatedAccess> InInstantiations;
};

} // namespace hipport

#endif
