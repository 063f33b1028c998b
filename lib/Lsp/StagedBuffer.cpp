//===- StagedBuffer.cpp ---------------------------------------------------===//
#include "Lsp/StagedBuffer.h"
#include "Rewrite/SourceClassifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include <atomic>

using namespace hipport;
using namespace hipport::lsp;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

llvm::Expected<std::unique_ptr<TemporaryCopy>>
TemporaryCopy::create(llvm::StringRef File, llvm::StringRef Text) {
  static std::atomic<unsigned> Counter{0};
  auto Copy = std::make_unique<TemporaryCopy>();
  llvm::SmallString<256> Beside(path::parent_path(File));
  path::append(Beside, ".hipport-lsp-" +
                           std::to_string(llvm::sys::Process::getProcessId()) +
                           "-" + std::to_string(Counter++) + "-" +
                           path::filename(File));
  int FD = -1;
  std::string Written;
  if (!fs::openFileForWrite(Beside, FD, fs::CD_CreateNew)) {
    Written = std::string(Beside);
  } else {
    llvm::SmallString<256> Elsewhere;
    if (std::error_code EC = fs::createTemporaryFile(
            "hipport-lsp", path::extension(File).drop_front(), FD, Elsewhere))
      return llvm::createStringError(EC, "cannot write a temporary copy of '" +
                                             File + "': " + EC.message());
    Written = std::string(Elsewhere);
    Copy->Away = true;
  }
  Copy->Remover.setFile(Written);
  Copy->Path = normalizePath(Written);
  llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
  OS << Text;
  OS.close();
  if (OS.has_error())
    return llvm::createStringError(OS.error(),
                                   "cannot write '" + Written + "'");
  return Copy;
}

/// Every occurrence of From in Text replaced with To.
static void replaceAll(std::string &Text, llvm::StringRef From,
                       llvm::StringRef To) {
  if (From.empty())
    return;
  for (size_t At = Text.find(From); At != std::string::npos;
       At = Text.find(From, At + To.size()))
    Text.replace(At, From.size(), To.str());
}

std::string StagedBuffer::inFileTerms(std::string Text) const {
  replaceAll(Text, Copy->Path, File);
  replaceAll(Text, path::filename(Copy->Path), path::filename(File));
  return Text;
}
