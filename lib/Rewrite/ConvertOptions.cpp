//===- ConvertOptions.cpp -------------------------------------------------===//
#include "Rewrite/ConvertOptions.h"
#include "Diagnostics/Suppressions.h"

using namespace hipport;

bool ConvertOptions::ruleEnabled(llvm::StringRef Rule) const {
  auto Matches = [&](const std::vector<std::string> &Globs) {
    for (const std::string &Glob : Globs)
      if (ruleMatchesGlobList(Rule, Glob))
        return true;
    return false;
  };
  return !Matches(DisabledRules) || Matches(EnabledRules);
}
