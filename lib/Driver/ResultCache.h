//===- ResultCache.h - Skipping units that have not changed -----*- C++ -*-===//
//
// Each unit's ConversionResult is kept in hipport's cache directory, keyed by
// everything that decides it: hipport itself (its version and executable),
// the mapping tables, the rules, the options, the unit's clang command, its
// file and whether it was parsed with a precompiled prologue. An entry also
// lists the files the parse read: the user's by a checksum of their text, the
// toolkit's and libraries' by size and modification time. A run over an
// unchanged unit reads the entry instead of parsing; an entry that is corrupt,
// or one any of whose files changed, is ignored and replaced.
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

  /// The result of an earlier parse of File with Command: one parsed
  /// without a precompiled prologue, or, when AcceptPrologue, one parsed
  /// with one. A run that must not use prologues (--pch=never) never gets a
  /// result that depended on one.
  std::optional<ConversionResult> load(const std::vector<std::string> &Command,
                                       llvm::StringRef File,
                                       bool AcceptPrologue) const;

  /// Records Result, parsed from Inputs (the files the parse read), with a
  /// precompiled prologue or (UsedPrologue false) without.
  void store(const std::vector<std::string> &Command, llvm::StringRef File,
             bool UsedPrologue, const ConversionResult &Result,
             llvm::ArrayRef<FileStamp> Inputs) const;

  bool enabled() const { return !Directory.empty(); }

private:
  std::string keyText(const std::vector<std::string> &Command,
                      llvm::StringRef File, bool UsedPrologue) const;
  std::optional<ConversionResult> loadKey(const std::string &Key) const;
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
