//===- BufferLinter.h - lint on a document's unsaved text -------*- C++ -*-===//
//
// The editor's text is linted as `hipport lint FILE` lints the saved file:
// same checks, same flags (the compile command of the file from the
// workspace's compile_commands.json, the nearest entry when it has none).
// The text is parsed from a temporary copy (StagedBuffer.h); the user's file
// is never written.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_LSP_BUFFERLINTER_H
#define HIPPORT_LSP_BUFFERLINTER_H

#include "Driver/TranslationUnitJob.h"
#include "Frontend/CompilationDatabase.h"
#include "Lsp/StagedBuffer.h"
#include <map>
#include <memory>
#include <mutex>
#include <set>

namespace hipport {
namespace lsp {

struct BufferFindings {
  /// The text that was linted; fix-it offsets are into it.
  std::string Text;
  /// In File's terms: locations, fix-its and messages name File, never the
  /// temporary copy.
  std::vector<Finding> Findings;
  /// Where the flags came from, for the log.
  std::string FlagsFrom;
  /// The parse rewrote the text or found fix-its in it; when not, there is
  /// nothing to convert (FileLint.h).
  bool Rewrites = true;
};

class BufferLinter {
public:
  /// DatabasePath: a compile_commands.json or its directory (-p); empty:
  /// the nearest compile_commands.json above each file (or in a build/
  /// beside one of its parents), as clangd finds it.
  BufferLinter(JobSettings Job, std::string DatabasePath);

  void setHipVersion(const Version &Hip);
  const JobSettings &settings() const { return Job; }

  /// Lints Text as the contents of File (absolute). Log receives compiler
  /// output and notes.
  llvm::Expected<BufferFindings>
  lint(llvm::StringRef File, llvm::StringRef Text, llvm::raw_ostream &Log);

  /// Text as the contents of File, copied and with File's flags, for any
  /// parse of the editor's text (lint, convert). Log receives flag notes,
  /// each once per session.
  llvm::Expected<StagedBuffer> stage(llvm::StringRef File, llvm::StringRef Text,
                                     llvm::raw_ostream &Log);

private:
  JobSettings Job;
  std::string DatabasePath;
  std::mutex DatabasesLock;
  /// Loaded databases by the path they were found at.
  std::map<std::string, std::shared_ptr<CompilationDatabase>> Databases;
  /// Flag notes already logged: each once per session, not per keystroke.
  std::set<std::string> NotesLogged;

  std::string databaseFor(llvm::StringRef File) const;
  llvm::Expected<std::shared_ptr<CompilationDatabase>>
  loadDatabase(const std::string &Path);
};

} // namespace lsp
} // namespace hipport

#endif
