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

namespace hipport {

struct Rule {
  std::string Id;
  Severity Level = Severity::Warning;
  std::string Summary;
  std::string Rationale;
  bool HasFix = false;
};

class RuleCatalog {
public:
  llvm::Error loadFile(llvm::StringRef Path);
  llvm::Error loadDirectory(llvm::StringRef Dir);
  const Rule *lookup(llvm::StringRef Id) const;
  size_t size() const { return Rules.size(); }

private:
  llvm::StringMap<Rule> Rules;
};

} // namespace hipport

#endif
