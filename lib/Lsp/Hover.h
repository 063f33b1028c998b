//===- Hover.h - What a CUDA name under the cursor becomes ------*- C++ -*-===//
#ifndef HIPPORT_LSP_HOVER_H
#define HIPPORT_LSP_HOVER_H

#include "Lsp/Positions.h"
#include "Mapping/MappingTable.h"
#include "llvm/Support/JSON.h"

namespace hipport {
namespace lsp {

/// The hover for the name at P in Text: the mapping table's entries for it
/// (as `hipport mappings query` prints them) and what it becomes when the
/// output targets Hip. Null when P is not on a name the tables know.
llvm::json::Value hoverAt(const MappingTable &Table, const Version &Hip,
                          llvm::StringRef Text, const LineIndex &Lines,
                          const Position &P);

} // namespace lsp
} // namespace hipport

#endif
