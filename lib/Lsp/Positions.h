//===- Positions.h - LSP positions in a document's text ---------*- C++ -*-===//
//
// LSP counts lines from 0 and characters in UTF-16 code units; hipport's
// findings and fix-its count bytes. A LineIndex converts between the two
// over one version of a document.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_LSP_POSITIONS_H
#define HIPPORT_LSP_POSITIONS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include <string>
#include <vector>

namespace hipport {
namespace lsp {

struct Position {
  unsigned Line = 0;      ///< 0-based.
  unsigned Character = 0; ///< UTF-16 code units from the line start.
};

llvm::json::Value toJson(const Position &P);
llvm::json::Value rangeJson(const Position &Begin, const Position &End);
/// A Position from {"line":..,"character":..}; nothing when malformed.
std::optional<Position> positionFromJson(const llvm::json::Value *V);

class LineIndex;
/// A TextEdit replacing bytes [Begin, End) of the text Lines indexes.
llvm::json::Value textEditJson(const LineIndex &Lines, unsigned Begin,
                               unsigned End, llvm::StringRef NewText);
/// A WorkspaceEdit of one document.
llvm::json::Value workspaceEditJson(llvm::StringRef Uri,
                                    llvm::json::Array Edits);

/// Applies one TextDocumentContentChangeEvent of a didChange to Text: with
/// a `range` (UTF-16 positions, as the server negotiates no other encoding)
/// the text between them is replaced, else the whole text. An error, and
/// Text as it was, when the change is malformed.
llvm::Error applyContentChange(std::string &Text,
                               const llvm::json::Value &Change);

class LineIndex {
public:
  explicit LineIndex(llvm::StringRef Text);

  Position positionOf(unsigned Offset) const;
  /// The byte offset of P, clamped to its line and to the text.
  unsigned offsetOf(const Position &P) const;
  /// The byte offset of a 1-based line and 1-based byte column (a
  /// finding's location), clamped likewise.
  unsigned offsetOfLineColumn(unsigned Line, unsigned Column) const;
  /// The offset where a 0-based line starts (the text's end past the last).
  unsigned lineStart(unsigned Line) const;
  /// The offset where a 0-based line's text ends (before its line break).
  unsigned lineEnd(unsigned Line) const;

private:
  std::string Text;
  std::vector<unsigned> Starts;
};

} // namespace lsp
} // namespace hipport

#endif
