//===- Log.cpp ------------------------------------------------------------===//
#include "Lsp/Log.h"
#include "llvm/ADT/SmallString.h"
#include <cerrno>
#include <mutex>
#include <unistd.h>

using namespace hipport;
using namespace hipport::lsp;

static std::mutex LogLock;

/// One write of Bytes (more only if the kernel takes part of it).
static void writeWhole(llvm::StringRef Bytes) {
  std::lock_guard<std::mutex> Guard(LogLock);
  while (!Bytes.empty()) {
    ssize_t Wrote = ::write(STDERR_FILENO, Bytes.data(), Bytes.size());
    if (Wrote < 0 && errno == EINTR)
      continue;
    if (Wrote <= 0)
      return;
    Bytes = Bytes.drop_front(Wrote);
  }
}

void lsp::logLine(const llvm::Twine &Line) {
  llvm::SmallString<256> Buffer;
  Line.toVector(Buffer);
  Buffer.push_back('\n');
  writeWhole(Buffer);
}

void lsp::logText(llvm::StringRef Text) {
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    logLine(Line);
    Text = Rest;
  }
}
