//===- StagedBuffer.h - A document's text ready to be parsed ----*- C++ -*-===//
//
// Lint and convert parse the editor's text, not the file on disk, yet with
// the file's flags and its quoted includes. The text is written to a
// temporary copy beside the file (or, when the directory is not writable,
// in the system's temporary directory with the file's directory added to
// the quoted include path); the copy is removed when the StagedBuffer goes,
// and the user's file is never written.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_LSP_STAGEDBUFFER_H
#define HIPPORT_LSP_STAGEDBUFFER_H

#include "Driver/TranslationUnitJob.h"
#include "llvm/Support/FileUtilities.h"
#include <memory>

namespace hipport {
namespace lsp {

/// The temporary copy of a document's text, removed when destroyed.
class TemporaryCopy {
public:
  static llvm::Expected<std::unique_ptr<TemporaryCopy>>
  create(llvm::StringRef File, llvm::StringRef Text);

  /// Normalised (as the driver names files).
  std::string Path;
  /// Not beside the file: its directory is added to the quoted includes.
  bool Away = false;

private:
  llvm::FileRemover Remover;
};

struct StagedBuffer {
  /// The file the text is the contents of.
  std::string File;
  std::unique_ptr<TemporaryCopy> Copy;
  /// The settings to parse Copy->Path with: File's flags.
  JobSettings Run;
  /// Where the flags came from, for the log; empty: the command line.
  std::string FlagsFrom;

  /// Text (a message, compiler output) with the copy's path and name
  /// replaced by File's.
  std::string inFileTerms(std::string Text) const;
};

} // namespace lsp
} // namespace hipport

#endif
