//===- HipShuffleMaskCheck.h - A CUDA mask given to HIP's __shfl -*- C++
//-*-===//
#ifndef HIPPORT_CHECKS_HIPSHUFFLEMASKCHECK_H
#define HIPPORT_CHECKS_HIPSHUFFLEMASKCHECK_H

#include "Checks/Check.h"

namespace hipport {

/// `__shfl_down(0xffffffff, v, i)` calling HIP's mask-less shuffle: the mask
/// is shuffled and the value becomes the offset. This is the parsed form,
/// for code analysed as HIP compiles it (lint --amd-configuration, sources
/// that include HIP's headers); TokenPatterns finds it in HIP branches a
/// CUDA parse skips. The fix drops the mask.
class HipShuffleMaskCheck : public Check {
public:
  /// The finding's message, for the AST check and its token recogniser.
  static std::string message(llvm::StringRef Name);
  /// Whether a constant first argument is a CUDA full mask.
  static bool isFullMask(uint64_t Value) {
    return Value == 0xffffffffu || Value == ~0ull;
  }

  explicit HipShuffleMaskCheck(RewriteContext &Ctx)
      : Check("hipport-hip-shuffle-mask", Ctx) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
};

} // namespace hipport

#endif
