//===- Finding.h - One diagnostic produced by a run -------------*- C++ -*-===//
#ifndef HIPPORT_DIAGNOSTICS_FINDING_H
#define HIPPORT_DIAGNOSTICS_FINDING_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <tuple>
#include <string>

namespace hipport {

enum class Severity { Note, Warning, Error };

llvm::StringRef severityName(Severity S);
std::optional<Severity> parseSeverity(llvm::StringRef Text);

struct Finding {
  std::string Rule;
  Severity Level = Severity::Warning;
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  std::string Message;

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
