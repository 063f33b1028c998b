//===- RewriteDevicePrintf.h - std::printf in device code -------*- C++ -*-===//
//
// CUDA declares printf for device code, and <cstdio>'s `using ::printf`
// makes std::printf name it. HIP's device printf is the global function
// alone: `std::printf` in a kernel is "reference to __host__ function
// 'printf' in __global__ function" with clang -x hip. In device functions
// the qualifier is dropped (`::printf` compiles and is kept).
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_REWRITEDEVICEPRINTF_H
#define HIPPORT_REWRITE_REWRITEDEVICEPRINTF_H

#include "Rewrite/RewritePass.h"

namespace hipport {

class RewriteDevicePrintf : public RewritePass {
public:
  using RewritePass::RewritePass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
};

} // namespace hipport

#endif
