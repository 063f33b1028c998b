//===- NameFilter.cpp - Which names are public API? -----------------------===//

#include "NameFilter.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace hipport {
namespace tablegen {

bool hasInternalPrefix(StringRef Name) {
  // cuda_bf16.h's public types are spelled like internals (__nv_bfloat16,
  // __nv_bfloat162); users write them, so they need entries.
  if (Name.starts_with("__nv_bfloat16"))
    return false;
  // __ignored_ is how clang's CUDA wrapper renames toolkit declarations it
  // replaces with its own.
  static const char *const Prefixes[] = {"__cuda",  "__nv",      "__internal",
                                         "__clang", "__hip_",    "__ocml",
                                         "__ockl",  "__ignored_"};
  // Case-insensitive: the same families appear as __CUDA_..._H__ guards and
  // __NV_... configuration macros.
  std::string Lower = Name.lower();
  for (const char *P : Prefixes)
    if (StringRef(Lower).starts_with(P))
      return true;
  return false;
}

// `_X...` (one underscore, then a capital) is reserved for the implementation
// and never names a CUDA API.
static bool isReservedSingleUnderscore(StringRef Name) {
  return Name.size() >= 2 && Name[0] == '_' && Name[1] != '_' &&
         isUpper(Name[1]);
}

bool NameFilter::isPublic(DeclKind K, StringRef Name) const {
  if (Name.empty())
    return false;
  if (KeepAll)
    return true;
  if (isReservedSingleUnderscore(Name))
    return false;
  return !hasInternalPrefix(Name);
}

bool NameFilter::isPublicMacro(StringRef Name, bool FunctionLike) const {
  if (Name.empty())
    return false;
  if (KeepAll)
    return true;
  if (!Name.starts_with("_"))
    return true;
  if (hasInternalPrefix(Name) || isReservedSingleUnderscore(Name))
    return false;
  // The public reserved macros are spelled __word__ (__global__,
  // __launch_bounds__); helper macros lack the trailing underscores.
  bool Dunder =
      Name.size() > 4 && Name.starts_with("__") && Name.ends_with("__");
  return Dunder || !FunctionLike;
}

} // namespace tablegen
} // namespace hipport
