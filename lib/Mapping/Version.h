//===- Version.h - MAJOR.MINOR version numbers ------------------*- C++ -*-===//
//
// HIP and CUDA versions as they appear in mapping tables and on the command
// line. Only major and minor matter for API availability.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_MAPPING_VERSION_H
#define HIPPORT_MAPPING_VERSION_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace hipport {

struct Version {
  unsigned Major = 0;
  unsigned Minor = 0;

  /// Parses "MAJOR.MINOR" (or a bare "MAJOR"); std::nullopt on anything else.
  static std::optional<Version> parse(llvm::StringRef Text);
  std::string str() const;

  friend bool operator<(const Version &A, const Version &B) {
    return A.Major != B.Major ? A.Major < B.Major : A.Minor < B.Minor;
  }
  friend bool operator==(const Version &A, const Version &B) {
    return A.Major == B.Major && A.Minor == B.Minor;
  }
};

} // namespace hipport

#endif
