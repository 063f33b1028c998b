//===- PreviewFile.cpp ----------------------------------------------------===//
#include "Lsp/PreviewFile.h"
#include "Driver/InputPlan.h"
#include "Support/AtomicFile.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

using namespace hipport;
using namespace hipport::lsp;
namespace path = llvm::sys::path;

std::string lsp::previewPath(llvm::StringRef CacheDir, llvm::StringRef File) {
  TreeOptions Tree;
  if (auto Renames = parseRenameMap(DefaultRenameMap, Tree))
    Tree.Renames = std::move(*Renames);
  else
    llvm::consumeError(Renames.takeError());
  llvm::SmallString<256> Path(CacheDir);
  path::append(Path, "preview",
               llvm::utohexstr(llvm::xxh3_64bits(path::parent_path(File))),
               Tree.renamed(path::filename(File)));
  return std::string(Path);
}

llvm::Expected<std::string> lsp::writePreview(llvm::StringRef CacheDir,
                                              llvm::StringRef File,
                                              llvm::StringRef Text) {
  if (CacheDir.empty())
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "no cache directory for the preview: set XDG_CACHE_HOME or HOME");
  std::string Path = previewPath(CacheDir, File);
  if (llvm::Error Err = writeFileAtomically(Path, Text))
    return std::move(Err);
  return Path;
}
