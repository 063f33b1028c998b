//===- HipMacros.h - The macros that mark HIP code --------------*- C++ -*-===//
//
// Code is told apart as HIP by macros: HIP's own (__HIP_PLATFORM_AMD__,
// __HIPCC__, __HIP_DEVICE_COMPILE__...), the well-known ones of projects
// that build for ROCm (USE_ROCM, as PyTorch does), both lists of the
// hipport-cuda-guard rule in rules/guards.yaml, and the project's own,
// declared with --hip-macro or `hip-macros:` in .hipport.yaml. A name that
// says HIP (HIP, ROCM or AMDGCN in it, or starting with __GFX/__gfx) counts
// too, though what it is defined to is not known. The checks ask twice: to
// leave code that already has a HIP path alone (HipBranches), and to
// evaluate a guard as HIP does (CudaGuardCheck).
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_CHECKS_HIPMACROS_H
#define HIPPORT_CHECKS_HIPMACROS_H

#include "llvm/ADT/StringMap.h"
#include <string>
#include <vector>
#include <optional>

namespace hipport {

class RewriteContext;

class HipMacros {
public:
  /// How HIP, compiling for AMD GPUs, defines a macro it knows.
  enum class OnAmd {
    Defined,    ///< Always (to 1, for a condition's purposes).
    DeviceOnly, ///< In device compilation only.
    Undefined   ///< Never (HIP's NVIDIA platform macros).
  };

  /// The run's macros: the rule's lists, --hip-macro and the configuration.
  static HipMacros forRun(const RewriteContext &Ctx);

  void add(llvm::StringRef Name, OnAmd How);
  /// Whether Name marks HIP code.
  bool isHip(llvm::StringRef Name) const;
  /// The macros HIP defines for AMD GPUs in every compilation, sorted (for
  /// -D when code is parsed as HIP compiles it).
  std::vector<std::string> definedOnAmd() const;
  /// How a known HIP macro is defined; nothing for a name that only looks
  /// like one (ROCM_VERSION, __gfx90a__): its value is not known.
  std::optional<OnAmd> onAmd(llvm::StringRef Name) const;
  /// Whether a condition's text tests a HIP macro.
  bool mentionsHip(llvm::StringRef ConditionText) const;

private:
  llvm::StringMap<OnAmd> Known;
};

} // namespace hipport

#endif
