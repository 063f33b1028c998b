//===- HipRedefinitionCheck.h - Overloads HIP already defines ---*- C++ -*-===//
#ifndef HIPPORT_CHECKS_HIPREDEFINITIONCHECK_H
#define HIPPORT_CHECKS_HIPREDEFINITIONCHECK_H

#include "Checks/AmdExclusion.h"
#include "Checks/Check.h"

namespace hipport {

/// `__device__ float atomicMin(float *p, float v)`: CUDA has no such
/// overload, so projects write one (a CAS loop). HIP declares it, so the
/// converted code defines HIP's function a second time and does not compile
/// ("redefinition"). Which overloads HIP declares, release by release, is in
/// the tables (`hip-overloads`, from the HIP headers); only a definition
/// with the parameter types of one the target --hip-version declares is
/// reported. The fix keeps it out of AMD builds, as the human ports drop it,
/// and out of NVIDIA builds too where HIP's NVIDIA platform headers define
/// the same (`hip-nvidia-overloads`: atomicMin(float*, float) from HIP 5.3,
/// __shfl of any type as a macro).
class HipRedefinitionCheck : public Check {
public:
  explicit HipRedefinitionCheck(RewriteContext &Ctx)
      : Check("hipport-hip-redefinition", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
  void endOfTranslationUnit(clang::ASTContext &AST) override;

private:
  /// The parameter types of F as the tables write HIP's, with CUDA type
  /// names replaced by their HIP names: `float*,float`.
  std::string hipParameterTypes(const clang::FunctionDecl *F,
                                const clang::ASTContext &AST);

  struct Definition {
    const clang::FunctionDecl *Decl;
    std::string Signature; ///< atomicMin(float*,float)
    std::string Since;     ///< The first HIP release declaring it.
    std::optional<OwnLines> Own;
    bool AlsoNvidia; ///< HIP's NVIDIA platform defines it too.
  };
  std::vector<Definition> Found;
};

} // namespace hipport

#endif
