//===- ResultCache.h - Skipping units that have not changed -----*- C++ -*-===//
//
// Each unit's ConversionResult is kept in hipport's cache directory, keyed by
// everything that decides it: hipport itself (its version and executable),
// the mapping tables, the rules, the options, the unit's clang command and
// its file. An entry also lists the files the parse read: the user's by a
// checksum of their text, the toolkit's and libraries' by size and
// modification time. A run over an unchanged unit reads the entry instead of
// parsing; an entry that is corrupt, or one any of whose files changed, is
// ignored and replaced.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_DRIVER_RESULTCACHE_H
#define HIPPORT_DRIVER_RESULTCACHE_H

#include "Rewrite/ConversionResult.h"
#include "Support/FileStamp.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>
#include <string>
#include <vector>

namespace hipport {

struct JobSettings;

class ResultCache {
public:
  /// Keeps entries under Directory/results; disabled when Directory is
  /// empty. RunKey: what decides every unit's result besides its own command
  /// and files (runKey()).
  ResultCache(std::string Directory, std::string RunKey);

  std::optional<ConversionResult> load(const std::vector<std::string> &Command,
                                       llvm::StringRef File) const;

  /// Records Result, parsed from Inputs (the files the parse read).
  void store(const std::vector<std::string> &Command, llvm::StringRef File,
             const ConversionResult &Result,
             llvm::ArrayRef<FileStamp> Inputs) const;

  bool enabled() const { return !Directory.empty(); }

private:
  std::string keyText(const std::vector<std::string> &Command,
                      llvm::StringRef File) const;
  std::string entryPath(llvm::StringRef Key) const;

  std::string Directory;
  std::string RunKey;
};

/// What decides the result of every unit of a run besides its command and
/// files: hipport's build, the tables, the rules and the options. Nothing
/// when the tables cannot be identified (MappingTable::fingerprint() is 0):
/// their units' results are then not cached.
std::optional<std::string> runKey(const JobSettings &Job);

} // namespace hipport

#endif
