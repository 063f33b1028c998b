//===- Suppressions.h - Comments that silence a finding ---------*- C++ -*-===//
//
// Recognised, per line:
//   // hipport: ignore[rule-id, other-id]   on the line or the line above
//   // NOLINT / NOLINT(hipport-rule-id)      on the line
//   // NOLINTNEXTLINE(...)                   on the line above
//   // NOLINTBEGIN(...) ... // NOLINTEND(...) around the lines
// A rule list may use globs (hipport-warp-*); no list means every rule.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_DIAGNOSTICS_SUPPRESSIONS_H
#define HIPPORT_DIAGNOSTICS_SUPPRESSIONS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipport {

class SuppressionIndex {
public:
  explicit SuppressionIndex(llvm::StringRef Text);
  /// Line is 1-based.
  bool suppresses(unsigned Line, llvm::StringRef Rule) const;

private:
  struct Span {
    unsigned First, Last;
    std::vector<std::string> Rules; ///< Empty: every rule.
  };
  std::vector<Span> Spans;
};

/// Whether Rule matches one of the comma-separated globs in List.
bool ruleMatchesGlobList(llvm::StringRef Rule, llvm::StringRef List);

} // namespace hipport

#endif
