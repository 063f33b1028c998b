//===- DocumentStore.h - The open documents' text ---------------*- C++ -*-===//
//
// What the editor has open, by URI, with the last lint of each; shared by
// the thread that reads messages and the one that lints.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_LSP_DOCUMENTSTORE_H
#define HIPPORT_LSP_DOCUMENTSTORE_H

#include "Lsp/BufferLinter.h"
#include <map>
#include <mutex>
#include <optional>
#include <string>

namespace hipport {
namespace lsp {

struct Document {
  std::string Path; ///< Empty for URIs that are not local files.
  std::string Text;
  int64_t Version = 0;
  /// The last lint, of the text it holds (possibly an older version).
  std::optional<BufferFindings> Lint;
};

class DocumentStore {
public:
  void open(llvm::StringRef Uri, Document Doc);
  /// Replaces the text; false when the document is not open.
  bool update(llvm::StringRef Uri, std::string Text, int64_t Version);
  void close(llvm::StringRef Uri);
  /// A copy of the document, as it is now.
  std::optional<Document> get(llvm::StringRef Uri) const;
  /// Records a lint unless the document was closed meanwhile.
  void setLint(llvm::StringRef Uri, BufferFindings Lint);

private:
  mutable std::mutex Lock;
  std::map<std::string, Document, std::less<>> Documents;
};

} // namespace lsp
} // namespace hipport

#endif
