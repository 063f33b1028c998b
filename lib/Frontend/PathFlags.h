//===- PathFlags.h - Path-valued flags on a clang command line -*- C++ -*-===//
//
// Several passes read or rewrite the flags of a command line whose value is
// a path (-I, -isystem, -include, ...). Clang accepts those joined (-Idir)
// or separate (-I dir); this finds them one way for every pass.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_FRONTEND_PATHFLAGS_H
#define HIPPORT_FRONTEND_PATHFLAGS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace hipport {

/// One use of a path-valued flag.
struct PathFlag {
  /// The flag as listed by the caller ("-I", "--include-directory=").
  llvm::StringRef Flag;
  /// Its value; empty when the flag ends the command line.
  llvm::StringRef Value;
  /// True when the value is the next argument (-I dir).
  bool Separate = false;
  /// How many arguments the use takes: 1 or 2.
  size_t width() const { return Separate ? 2 : 1; }
};

/// The use of one of Flags that Args[Index] starts, if any. Flags are tried
/// in order, so list a flag before any shorter flag that prefixes it. A flag
/// ending in '=' takes only a joined value.
std::optional<PathFlag> pathFlagAt(llvm::ArrayRef<std::string> Args,
                                   size_t Index,
                                   llvm::ArrayRef<llvm::StringRef> Flags);

} // namespace hipport

#endif
