//===- Finding.h - One diagnostic produced by a run -------------*- C++ -*-===//
#ifndef HIPPORT_DIAGNOSTICS_FINDING_H
#define HIPPORT_DIAGNOSTICS_FINDING_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace hipport {

/// Ordered: a scoped enum compares by its values.
enum class Severity { Note, Warning, Error };

llvm::StringRef severityName(Severity S);
std::optional<Severity> parseSeverity(llvm::StringRef Text);

/// A replacement that resolves a finding: [Offset, Offset + Length) of File
/// becomes Text.
struct FixIt {
  std::string File;
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Text;
};

struct Finding {
  std::string Rule;
  Severity Level = Severity::Warning;
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  std::string Message;
  std::vector<FixIt> Fixes;
  /// Found on a partial parse or by a textual pass rather than on a clean
  /// AST: the report says so.
  bool FromPartialParse = false;

  /// Findings are reported in file, line, column order, once each.
  friend bool operator<(const Finding &A, const Finding &B) {
    return std::tie(A.File, A.Line, A.Column, A.Rule, A.Message) <
           std::tie(B.File, B.Line, B.Column, B.Rule, B.Message);
  }
  friend bool operator==(const Finding &A, const Finding &B) {
    return std::tie(A.File, A.Line, A.Column, A.Rule, A.Message) ==
           std::tie(B.File, B.Line, B.Column, B.Rule, B.Message);
  }
};

/// "path:line:col: warning: message [rule-id]", as clang prints.
std::string formatFindingAsClangText(const Finding &F);

} // namespace hipport

#endif
