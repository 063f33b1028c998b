//===- Uri.h - file:// URIs and paths ---------------------------*- C++ -*-===//
#ifndef HIPPORT_LSP_URI_H
#define HIPPORT_LSP_URI_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace hipport {
namespace lsp {

/// The absolute path of a file:// URI (percent-decoded); nothing for other
/// schemes (untitled:, remote files), which the server does not analyse.
std::optional<std::string> pathFromUri(llvm::StringRef Uri);
/// The file:// URI of an absolute path, with reserved bytes escaped.
std::string uriFromPath(llvm::StringRef Path);

} // namespace lsp
} // namespace hipport

#endif
