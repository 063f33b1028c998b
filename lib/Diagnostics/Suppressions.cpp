//===- Suppressions.cpp ---------------------------------------------------===//
#include "Diagnostics/Suppressions.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/GlobPattern.h"

using namespace hipport;

bool hipport::ruleMatchesGlobList(llvm::StringRef Rule, llvm::StringRef List) {
  llvm::SmallVector<llvm::StringRef, 4> Globs;
  List.split(Globs, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Glob : Globs) {
    Glob = Glob.trim();
    // NOLINT lists name rules the clang-tidy way; accept both spellings.
    auto Pattern = llvm::GlobPattern::create(Glob);
    if (Pattern && Pattern->match(Rule))
      return true;
  }
  return false;
}

/// The rule list after a marker: "(a, b)" or "[a, b]"; npos-safe.
static std::vector<std::string> ruleList(llvm::StringRef After) {
  std::vector<std::string> Rules;
  After = After.ltrim();
  if (After.empty() || (After[0] != '(' && After[0] != '['))
    return Rules;
  char Close = After[0] == '(' ? ')' : ']';
  size_t End = After.find(Close);
  if (End == llvm::StringRef::npos)
    return Rules;
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  After.slice(1, End).split(Parts, ',', -1, false);
  for (llvm::StringRef Part : Parts)
    if (!Part.trim().empty())
      Rules.push_back(Part.trim().str());
  return Rules;
}

SuppressionIndex::SuppressionIndex(llvm::StringRef Text) {
  std::vector<std::pair<unsigned, std::vector<std::string>>> Open;
  unsigned Line = 0;
  while (!Text.empty()) {
    ++Line;
    auto [Current, Rest] = Text.split('\n');
    Text = Rest;
    size_t Comment = Current.find("//");
    if (Comment == llvm::StringRef::npos)
      continue;
    llvm::StringRef Body = Current.drop_front(Comment + 2).ltrim();
    if (Body.consume_front("hipport:")) {
      Body = Body.ltrim();
      if (Body.consume_front("ignore")) {
        std::vector<std::string> Rules = ruleList(Body);
        // On its own line it covers the next line; after code, its own.
        bool Alone = Current.take_front(Comment).trim().empty();
        Spans.push_back(
            {Alone ? Line + 1 : Line, Alone ? Line + 1 : Line, Rules});
      }
      continue;
    }
    if (Body.consume_front("NOLINTNEXTLINE"))
      Spans.push_back({Line + 1, Line + 1, ruleList(Body)});
    else if (Body.consume_front("NOLINTBEGIN"))
      Open.push_back({Line, ruleList(Body)});
    else if (Body.consume_front("NOLINTEND")) {
      if (!Open.empty()) {
        Spans.push_back({Open.back().first, Line, Open.back().second});
        Open.pop_back();
      }
    } else if (Body.consume_front("NOLINT"))
      Spans.push_back({Line, Line, ruleList(Body)});
  }
}

bool SuppressionIndex::suppresses(unsigned Line, llvm::StringRef Rule) const {
  for (const Span &S : Spans) {
    if (Line < S.First || Line > S.Last)
      continue;
    if (S.Rules.empty())
      return true;
    for (const std::string &Listed : S.Rules)
      if (ruleMatchesGlobList(Rule, Listed))
        return true;
  }
  return false;
}
