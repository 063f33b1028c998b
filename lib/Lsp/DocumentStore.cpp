//===- DocumentStore.cpp --------------------------------------------------===//
#include "Lsp/DocumentStore.h"

using namespace hipport;
using namespace hipport::lsp;

void DocumentStore::open(llvm::StringRef Uri, Document Doc) {
  std::lock_guard<std::mutex> Guard(Lock);
  Documents[Uri.str()] = std::move(Doc);
}

bool DocumentStore::update(llvm::StringRef Uri, std::string Text,
                           int64_t Version) {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Documents.find(Uri);
  if (It == Documents.end())
    return false;
  It->second.Text = std::move(Text);
  It->second.Version = Version;
  return true;
}

void DocumentStore::close(llvm::StringRef Uri) {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Documents.find(Uri);
  if (It != Documents.end())
    Documents.erase(It);
}

std::optional<Document> DocumentStore::get(llvm::StringRef Uri) const {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Documents.find(Uri);
  if (It == Documents.end())
    return std::nullopt;
  return It->second;
}

void DocumentStore::setLint(llvm::StringRef Uri, BufferFindings Lint) {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Documents.find(Uri);
  if (It != Documents.end())
    It->second.Lint = std::move(Lint);
}
