//===- PreviewFile.h - Where a conversion preview is written ----*- C++ -*-===//
//
// "Preview HIP conversion" shows the converted text as a file of its own,
// never beside the user's file: in hipport's per-user cache directory,
// CACHE/preview/<hash of the file's directory>/<name as --rename-extensions
// names it> (reduce.cu: reduce.hip, common.cuh: common.hip.hpp), so that
// files of one name in different directories keep apart and the editor
// shows a HIP file name.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_LSP_PREVIEWFILE_H
#define HIPPORT_LSP_PREVIEWFILE_H

#include "llvm/Support/Error.h"
#include <string>

namespace hipport {
namespace lsp {

/// The preview of File (absolute) under CacheDir.
std::string previewPath(llvm::StringRef CacheDir, llvm::StringRef File);

/// Writes Text as the preview of File, atomically (an editor that has the
/// preview open sees the old text or the new, never half of it), and
/// returns its path. An error when there is no cache directory (no
/// $HIPPORT_CACHE_DIR, $XDG_CACHE_HOME or $HOME) or it cannot be written.
llvm::Expected<std::string> writePreview(llvm::StringRef CacheDir,
                                         llvm::StringRef File,
                                         llvm::StringRef Text);

} // namespace lsp
} // namespace hipport

#endif
