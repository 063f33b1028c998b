//===- CudaGuardCheck.h - #if on CUDA versions and architectures -*- C++
//-*-===//
#ifndef HIPPORT_CHECKS_CUDAGUARDCHECK_H
#define HIPPORT_CHECKS_CUDAGUARDCHECK_H

#include "Checks/Check.h"
#include "Checks/HipMacros.h"
#include "llvm/ADT/StringSet.h"

namespace hipport {

/// `#if CUDA_VERSION >= 11000`, `#ifdef __CUDA_ARCH__` and friends: HIP
/// defines none of these macros, so it silently takes the other branch.
/// Each such condition is reported with the branch HIP takes; --guards
/// rewrites it to `(COND) || defined(M)` or `(COND) && !defined(M)`. A
/// condition that also tests HIP's macros (`|| defined(USE_ROCM)`) is
/// reported only when HIP's branch still depends on CUDA's macros.
class CudaGuardCheck : public Check {
public:
  explicit CudaGuardCheck(RewriteContext &Ctx);
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override {}
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override {}
  void registerPPCallbacks(clang::Preprocessor &PP) override;

  /// A condition: Keyword is the `if`/`elif`/`ifdef` token, Range the
  /// text to rewrite (the condition, or `ifdef X`), Written what follows
  /// the directive, Condition the same as an #if expression, CudaTakes
  /// what clang decided.
  void condition(clang::SourceLocation Keyword, clang::CharSourceRange Range,
                 llvm::StringRef Directive, llvm::StringRef Written,
                 llvm::StringRef Condition, std::optional<bool> CudaTakes,
                 const clang::Preprocessor &PP);

private:
  llvm::StringSet<> CudaMacros;
  llvm::StringSet<> ArchMacros;
  HipMacros Hip;
};

} // namespace hipport

#endif
