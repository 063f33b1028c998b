//===- Log.h - The language server's log on standard error ------*- C++ -*-===//
//
// Editors keep what a server writes to standard error as its log, a line
// at a time (Neovim's lsp.log): a line that arrives in pieces is logged as
// several broken ones. Every line of the server's log is therefore written
// whole, with one write(2) of its own, and lines written from the thread
// that reads messages and the one that lints never interleave.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_LSP_LOG_H
#define HIPPORT_LSP_LOG_H

#include "llvm/ADT/Twine.h"

namespace hipport {
namespace lsp {

/// Writes Line and a line break to standard error in one write.
void logLine(const llvm::Twine &Line);

/// Writes Text (lines from the linter or convert), a line at a time as
/// logLine does; a last line without a line break gets one. Nothing when
/// Text is empty.
void logText(llvm::StringRef Text);

} // namespace lsp
} // namespace hipport

#endif
