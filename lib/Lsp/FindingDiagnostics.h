//===- FindingDiagnostics.h - Findings as LSP diagnostics and actions -*- C++
//-*-===//
#ifndef HIPPORT_LSP_FINDINGDIAGNOSTICS_H
#define HIPPORT_LSP_FINDINGDIAGNOSTICS_H

#include "Diagnostics/Finding.h"
#include "Lsp/Positions.h"
#include "llvm/Support/JSON.h"

namespace hipport {
namespace lsp {

/// The LSP diagnostic of a finding in Text (which Lines indexes): the rule id
/// as its code, a link to the rule's page (DocsBase + "/" + id + ".md")
/// when DocsBase is set, source "hipport".
llvm::json::Value diagnosticJson(const Finding &F, const LineIndex &Lines,
                                 llvm::StringRef Text,
                                 llvm::StringRef DocsBase);

/// Whether a `// hipport: ignore[...]` comment can silence F's rule (the
/// rules raised outside the suppression path cannot be).
bool suppressible(const Finding &F);

/// The quick fixes for the findings on lines [FirstLine, LastLine]
/// (0-based) of the document Uri, whose text Lines indexes: each finding's
/// fix-its as one edit, and a comment that suppresses its rule on its
/// line.
llvm::json::Array codeActions(const std::vector<Finding> &Findings,
                              const LineIndex &Lines, llvm::StringRef Text,
                              llvm::StringRef Uri, unsigned FirstLine,
                              unsigned LastLine, llvm::StringRef DocsBase);

} // namespace lsp
} // namespace hipport

#endif
