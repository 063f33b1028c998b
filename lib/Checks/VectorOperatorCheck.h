//===- VectorOperatorCheck.h - Operators HIP's vector types own -*- C++ -*-===//
#ifndef HIPPORT_CHECKS_VECTOROPERATORCHECK_H
#define HIPPORT_CHECKS_VECTOROPERATORCHECK_H

#include "Checks/AmdExclusion.h"
#include "Checks/Check.h"

namespace hipport {

/// `void operator+=(float4 &a, float4 b)` (helper_math.h and its many
/// copies): CUDA's vector types have no operators, so projects define them.
/// HIP's vector types define the compound assignments as members, so with
/// the project's free function next to them every `a += b` is ambiguous
/// and does not compile. The fix keeps the definition out of AMD builds,
/// where HIP's member does the same component-wise work.
class VectorOperatorCheck : public Check {
public:
  explicit VectorOperatorCheck(RewriteContext &Ctx)
      : Check("hipport-vector-type-operator", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
  void endOfTranslationUnit(clang::ASTContext &AST) override;

private:
  struct Operator {
    const clang::FunctionDecl *Decl;
    std::string Type;            ///< float4
    std::optional<OwnLines> Own; ///< None: reported without a fix.
  };

  /// In the order matched, which is the order of the source.
  std::vector<Operator> Found;
};

} // namespace hipport

#endif
