//===- NameFilter.h - Which names are public API? ---------------*- C++ -*-===//
//
// Vendor headers are full of reserved identifiers that only exist to build the
// public ones. A mapping table for them would be noise, but CUDA's device
// intrinsics (__syncthreads, __shfl_down_sync, __expf, ...) are reserved
// identifiers too and are exactly what users call, so the rule is a list of
// known implementation prefixes rather than "no leading underscores".
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TABLEGEN_NAMEFILTER_H
#define HIPPORT_TABLEGEN_NAMEFILTER_H

#include "RecordSink.h"
#include "llvm/ADT/StringRef.h"

namespace hipport {
namespace tablegen {

class NameFilter {
public:
  /// With \p KeepAll every name is public. That is what the HIP side wants:
  /// there the dump only serves to verify that a target name exists.
  explicit NameFilter(bool KeepAll) : KeepAll(KeepAll) {}

  /// Whether a non-macro declaration named \p Name is user-facing.
  bool isPublic(DeclKind K, llvm::StringRef Name) const;

  /// Whether a macro is user-facing. Qualifier macros such as __global__ and
  /// __launch_bounds__(...) are; helpers like __DEF_IF_HOST or _NV_X(...) are
  /// not.
  bool isPublicMacro(llvm::StringRef Name, bool FunctionLike) const;

private:
  bool KeepAll;
};

/// Whether \p Name starts with a prefix that vendors use for implementation
/// details (__cuda, __nv, __internal, __clang, __hip_, __ocml, __ockl,
/// __ignored_).
bool hasInternalPrefix(llvm::StringRef Name);

} // namespace tablegen
} // namespace hipport

#endif
