//===- ConversionActions.h - The whole-file conversion actions --*- C++ -*-===//
//
// Two source actions (LSP kind `source`: they act on the whole file, not on
// a selection, which is what `refactor.rewrite` is for; editors list them
// in their source-action menus): "Convert this file to HIP", a workspace
// edit that replaces the document with its conversion, and "Preview HIP
// conversion", a command that writes the conversion to a preview file.
// docs/ide.md shows how each editor invokes them.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_LSP_CONVERSIONACTIONS_H
#define HIPPORT_LSP_CONVERSIONACTIONS_H

#include "llvm/Support/JSON.h"
#include <optional>

namespace hipport {
namespace lsp {

inline constexpr llvm::StringLiteral ConvertKind = "source.convertToHip";
inline constexpr llvm::StringLiteral PreviewKind = "source.previewHip";
inline constexpr llvm::StringLiteral PreviewCommand =
    "hipport.previewConversion";
/// "Convert this file to HIP" as a command, for clients that resolve no
/// edits but apply the server's (workspace/applyEdit): the conversion is
/// computed when the action is chosen, not whenever actions are listed.
inline constexpr llvm::StringLiteral ConvertCommand = "hipport.convertFile";

/// "Convert this file to HIP" for document Uri at Version: with Edit when
/// given, else with `data` naming the document, for codeAction/resolve to
/// fill in. A partial conversion says so in its title.
llvm::json::Value convertAction(llvm::StringRef Uri, int64_t Version,
                                std::optional<llvm::json::Value> Edit,
                                bool Partial);

/// "Convert this file to HIP" for document Uri as the ConvertCommand.
llvm::json::Value convertCommandAction(llvm::StringRef Uri, int64_t Version);

/// "Preview HIP conversion" of document Uri: the PreviewCommand.
llvm::json::Value previewAction(llvm::StringRef Uri);

/// The WorkspaceEdit that replaces all of Text, document Uri, with NewText.
llvm::json::Value wholeDocumentEdit(llvm::StringRef Uri, llvm::StringRef Text,
                                    llvm::StringRef NewText);

/// Whether a codeAction request with Context asks for actions of Kind:
/// context.only absent, or naming Kind or a kind it is a sub-kind of.
bool kindRequested(const llvm::json::Object *Context, llvm::StringRef Kind);

} // namespace lsp
} // namespace hipport

#endif
