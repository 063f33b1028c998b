//===- Hover.cpp ----------------------------------------------------------===//
#include "Lsp/Hover.h"
#include "Mapping/EntryDescription.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;
using namespace hipport::lsp;

static bool isNameChar(char C) { return llvm::isAlnum(C) || C == '_'; }

llvm::json::Value lsp::hoverAt(const MappingTable &Table, const Version &Hip,
                               llvm::StringRef Text, const LineIndex &Lines,
                               const Position &P) {
  unsigned At = Lines.offsetOf(P);
  unsigned Begin = At, End = At;
  while (Begin > 0 && isNameChar(Text[Begin - 1]))
    --Begin;
  while (End < Text.size() && isNameChar(Text[End]))
    ++End;
  if (Begin == End || llvm::isDigit(Text[Begin]))
    return nullptr;
  std::string Name = Text.slice(Begin, End).str();
  std::string Query;
  const MappingEntry *First = nullptr;
  llvm::raw_string_ostream OS(Query);
  Table.forEach([&](const MappingEntry &E) {
    if (E.Cuda != Name)
      return;
    describeEntry(E, OS);
    if (!First)
      First = &E;
  });
  OS.flush();
  if (Query.empty())
    return nullptr;
  std::string Since = First->Since ? "HIP " + First->Since->str() : "any HIP";
  std::string Markdown =
      "**" + Name + "**: " + describeEntryForHip(*First, Hip) +
      "\n\nstatus: " + entryStatusName(First->Status).str() +
      ", since: " + Since + "\n\n```text\n" + Query + "```\n";
  return llvm::json::Object{
      {"contents",
       llvm::json::Object{{"kind", "markdown"}, {"value", Markdown}}},
      {"range", rangeJson(Lines.positionOf(Begin), Lines.positionOf(End))}};
}
