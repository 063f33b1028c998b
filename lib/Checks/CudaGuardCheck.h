//===- CudaGuardCheck.h - #if on CUDA versions and architectures -*- C++
//-*-===//
#ifndef HIPPORT_CHECKS_CUDAGUARDCHECK_H
#define HIPPORT_CHECKS_CUDAGUARDCHECK_H

#include "Checks/Check.h"
#include "Checks/HipMacros.h"
#include "llvm/ADT/StringSet.h"
#include <map>

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
  /// IfLoc is the `if` of the conditional the directive belongs to.
  void condition(clang::SourceLocation Keyword, clang::SourceLocation IfLoc,
                 clang::CharSourceRange Range, llvm::StringRef Directive,
                 llvm::StringRef Written, llvm::StringRef Condition,
                 std::optional<bool> CudaTakes, const clang::Preprocessor &PP);

  /// A conditional's findings wait for its #endif: whether a branch
  /// follows decides between hipport-cuda-guard and
  /// hipport-cuda-arch-fallback.
  void openConditional(clang::SourceLocation IfLoc);
  void nextBranch(clang::SourceLocation IfLoc);
  void closeConditional(clang::SourceLocation IfLoc);
  void closeAllConditionals();

private:
  struct PendingGuard {
    clang::SourceLocation Keyword;
    std::string Message, Hint;
    std::vector<RewriteContext::Fix> Fixes;
    unsigned Branch = 0;
    /// `#if __CUDA_ARCH__ >= 800`, which HIP skips.
    bool MinimumArchSkipped = false;
  };
  struct Conditional {
    unsigned Branch = 0;
    std::vector<PendingGuard> Guards;
  };
  std::map<unsigned, Conditional> Open;

  llvm::StringSet<> CudaMacros;
  llvm::StringSet<> ArchMacros;
  HipMacros Hip;
};

} // namespace hipport

#endif
