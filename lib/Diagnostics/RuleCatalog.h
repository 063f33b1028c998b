//===- RuleCatalog.h - What each rule is called and how severe --*- C++ -*-===//
//
// Rules are data (rules/*.yaml): the C++ that raises a finding names its rule
// and the catalogue decides the severity and the help text.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_DIAGNOSTICS_RULECATALOG_H
#define HIPPORT_DIAGNOSTICS_RULECATALOG_H

#include "Diagnostics/Finding.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipport {

struct Rule {
  std::string Id;
  Severity Level = Severity::Warning;
  std::string Summary;
  std::string Rationale;
  bool HasFix = false;
  /// Scalar parameters; nested maps are flattened with dots
  /// ("limits.gfx942").
  llvm::StringMap<std::string> Parameters;

  /// A numeric parameter, or Default when absent or not a number.
  unsigned long long number(llvm::StringRef Key,
                            unsigned long long Default) const;
  /// A comma-separated list parameter, its items trimmed; Default when
  /// absent.
  std::vector<std::string> list(llvm::StringRef Key,
                                llvm::StringRef Default = "") const;
};

class RuleCatalog {
public:
  llvm::Error loadFile(llvm::StringRef Path);
  llvm::Error loadDirectory(llvm::StringRef Dir);
  const Rule *lookup(llvm::StringRef Id) const;
  void overrideSeverity(llvm::StringRef Id, Severity Level);
  template <typename Fn> void forEach(Fn &&Callback) const {
    for (const auto &Item : Rules)
      Callback(Item.second);
  }
  size_t size() const { return Rules.size(); }

private:
  llvm::StringMap<Rule> Rules;
};

} // namespace hipport

#endif
