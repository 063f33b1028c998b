//===- Uri.cpp ------------------------------------------------------------===//
#include "Lsp/Uri.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;

std::optional<std::string> lsp::pathFromUri(llvm::StringRef Uri) {
  if (!Uri.consume_front("file://"))
    return std::nullopt;
  // "file://host/path": only the local host is a file of this machine.
  if (!Uri.starts_with("/")) {
    if (!Uri.consume_front("localhost"))
      return std::nullopt;
  }
  std::string Path;
  for (size_t I = 0; I < Uri.size(); ++I) {
    if (Uri[I] == '%' && I + 2 < Uri.size() && llvm::isHexDigit(Uri[I + 1]) &&
        llvm::isHexDigit(Uri[I + 2])) {
      Path.push_back(
          static_cast<char>(llvm::hexFromNibbles(Uri[I + 1], Uri[I + 2])));
      I += 2;
    } else {
      Path.push_back(Uri[I]);
    }
  }
  if (Path.empty() || Path.front() != '/' ||
      Path.find('\0') != std::string::npos)
    return std::nullopt;
  return Path;
}

std::string lsp::uriFromPath(llvm::StringRef Path) {
  std::string Uri = "file://";
  for (unsigned char C : Path) {
    if (llvm::isAlnum(C) || llvm::StringRef("/-._~").contains(C))
      Uri.push_back(C);
    else {
      Uri.push_back('%');
      Uri.push_back(llvm::hexdigit(C >> 4));
      Uri.push_back(llvm::hexdigit(C & 15));
    }
  }
  return Uri;
}
