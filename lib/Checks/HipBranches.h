//===- HipBranches.h - Code that already has a HIP path ---------*- C++ -*-===//
//
// Code inside an #if/#ifdef ... #endif whose conditions test HIP's own
// macros (__HIP_PLATFORM_AMD__, __HIP_DEVICE_COMPILE__, __GFX9__, USE_ROCM,
// the project's --hip-macro: HipMacros) has been ported by hand: its CUDA
// branch is not what HIP compiles. The warp-size checks stay quiet there,
// in both branches.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_CHECKS_HIPBRANCHES_H
#define HIPPORT_CHECKS_HIPBRANCHES_H

#include "Checks/HipMacros.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include <vector>

namespace clang {
class Preprocessor;
}

namespace hipport {

class HipBranches {
public:
  explicit HipBranches(HipMacros Macros = {}) : Macros(std::move(Macros)) {}

  /// Records the conditionals of every file the preprocessor reads.
  void attach(clang::Preprocessor &PP);
  /// Whether Loc (a file location) is inside such a conditional.
  bool contains(clang::SourceLocation Loc) const;

  const HipMacros &macros() const { return Macros; }

  void open(clang::SourceLocation Directive, bool Hip);
  void alternative(bool Hip);
  void close(clang::SourceLocation Endif);

private:
  struct Frame {
    clang::SourceLocation Start;
    bool Hip;
  };
  HipMacros Macros;
  std::vector<Frame> Stack;
  std::vector<clang::SourceRange> Regions;
  const clang::SourceManager *SM = nullptr;
};

} // namespace hipport

#endif
