//===- Positions.cpp ------------------------------------------------------===//
#include "Lsp/Positions.h"
#include <algorithm>

using namespace hipport;
using namespace hipport::lsp;

llvm::json::Value lsp::toJson(const Position &P) {
  return llvm::json::Object{{"line", P.Line}, {"character", P.Character}};
}

llvm::json::Value lsp::rangeJson(const Position &Begin, const Position &End) {
  return llvm::json::Object{{"start", toJson(Begin)}, {"end", toJson(End)}};
}

std::optional<Position> lsp::positionFromJson(const llvm::json::Value *V) {
  const llvm::json::Object *O = V ? V->getAsObject() : nullptr;
  if (!O)
    return std::nullopt;
  std::optional<int64_t> Line = O->getInteger("line");
  std::optional<int64_t> Character = O->getInteger("character");
  if (!Line || !Character || *Line < 0 || *Character < 0)
    return std::nullopt;
  return Position{
      static_cast<unsigned>(std::min<int64_t>(*Line, UINT32_MAX)),
      static_cast<unsigned>(std::min<int64_t>(*Character, UINT32_MAX))};
}

llvm::json::Value lsp::textEditJson(const LineIndex &Lines, unsigned Begin,
                                    unsigned End, llvm::StringRef NewText) {
  return llvm::json::Object{
      {"range", rangeJson(Lines.positionOf(Begin), Lines.positionOf(End))},
      {"newText", NewText.str()}};
}

llvm::json::Value lsp::workspaceEditJson(llvm::StringRef Uri,
                                         llvm::json::Array Edits) {
  llvm::json::Object Changes;
  Changes[Uri.str()] = std::move(Edits);
  return llvm::json::Object{{"changes", std::move(Changes)}};
}

llvm::Error lsp::applyContentChange(std::string &Text,
                                    const llvm::json::Value &Change) {
  const llvm::json::Object *O = Change.getAsObject();
  std::optional<llvm::StringRef> NewText =
      O ? O->getString("text") : std::nullopt;
  if (!NewText)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "a content change without text");
  const llvm::json::Value *Range = O->get("range");
  if (!Range) {
    Text = NewText->str();
    return llvm::Error::success();
  }
  const llvm::json::Object *R = Range->getAsObject();
  std::optional<Position> Start =
      R ? positionFromJson(R->get("start")) : std::nullopt;
  std::optional<Position> End =
      R ? positionFromJson(R->get("end")) : std::nullopt;
  if (!Start || !End)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "a content change with a malformed range");
  LineIndex Lines(Text);
  unsigned Begin = Lines.offsetOf(*Start), Stop = Lines.offsetOf(*End);
  if (Stop < Begin)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "a content change whose range ends before "
                                   "it starts");
  Text.replace(Begin, Stop - Begin, NewText->str());
  return llvm::Error::success();
}

LineIndex::LineIndex(llvm::StringRef Text) : Text(Text.str()) {
  Starts.push_back(0);
  for (size_t I = 0; I < Text.size(); ++I)
    if (Text[I] == '\n')
      Starts.push_back(I + 1);
}

unsigned LineIndex::lineStart(unsigned Line) const {
  return Line < Starts.size() ? Starts[Line] : Text.size();
}

unsigned LineIndex::lineEnd(unsigned Line) const {
  if (Line + 1 >= Starts.size())
    return Text.size();
  unsigned End = Starts[Line + 1] - 1;
  if (End > Starts[Line] && Text[End - 1] == '\r')
    --End;
  return End;
}

/// UTF-16 code units of a UTF-8 lead byte's character; 0 for continuation
/// bytes, so that counting bytes of a line counts its characters (invalid
/// UTF-8 counts a unit per stray byte).
static unsigned utf16Units(unsigned char Byte) {
  if ((Byte & 0xC0) == 0x80)
    return 0;
  return Byte >= 0xF0 ? 2 : 1;
}

Position LineIndex::positionOf(unsigned Offset) const {
  Offset = std::min<size_t>(Offset, Text.size());
  unsigned Line = std::upper_bound(Starts.begin(), Starts.end(), Offset) -
                  Starts.begin() - 1;
  unsigned Units = 0;
  for (unsigned I = Starts[Line]; I < Offset; ++I)
    Units += utf16Units(Text[I]);
  return {Line, Units};
}

unsigned LineIndex::offsetOf(const Position &P) const {
  if (P.Line >= Starts.size())
    return Text.size();
  unsigned Offset = Starts[P.Line], End = lineEnd(P.Line), Units = 0;
  while (Offset < End) {
    unsigned Next = Units + utf16Units(Text[Offset]);
    if (Next > P.Character)
      break;
    Units = Next;
    ++Offset;
    // Step over the continuation bytes of this character.
    while (Offset < End && utf16Units(Text[Offset]) == 0)
      ++Offset;
  }
  return Offset;
}

unsigned LineIndex::offsetOfLineColumn(unsigned Line, unsigned Column) const {
  if (Line == 0 || Line > Starts.size())
    return Line == 0 ? 0 : Text.size();
  unsigned Start = Starts[Line - 1];
  return std::min(Start + (Column ? Column - 1 : 0), lineEnd(Line - 1));
}
