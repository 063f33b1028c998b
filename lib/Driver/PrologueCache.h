//===- PrologueCache.h - Precompiled prologues on disk ----------*- C++ -*-===//
//
// A precompiled header of the clang CUDA wrapper plus a list of system
// headers, built once per flag set and header list, kept in hipport's cache
// directory and reused by every unit (and every later run) that starts with
// those headers. A unit whose leading includes reach all of the prologue's
// headers parses as without it: the headers' include guards skip them
// (ProloguePlan.h says which units may use which prologue).
//
// Each precompiled header has a manifest: the clang version and command it
// was built with, every file it read with its size and modification time,
// and a checksum of the header itself. A manifest that does not match, or a
// precompiled header that fails its checksum, is rebuilt, never used. A new
// precompiled header is used only once a probe unit parses cleanly with it
// (a manifest remembers one that did not); a crash in clang while building
// or probing one leaves the units to parse without it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_DRIVER_PROLOGUECACHE_H
#define HIPPORT_DRIVER_PROLOGUECACHE_H

#include "Support/FileStamp.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace hipport {

/// A usable precompiled header.
struct PrecompiledPrologue {
  std::string Path;
  /// The headers it holds, in the order it includes them.
  std::vector<std::string> Headers;
  /// xxh3 hashes of every identifier the headers spell, sorted.
  std::vector<uint64_t> Identifiers;
  /// The files it was built from.
  std::vector<FileStamp> Inputs;
  /// Whether the headers spell Name anywhere (a macro of that name,
  /// defined before them, could change them).
  bool spells(llvm::StringRef Name) const;
};

/// A prologue built for a command line, as the command's index records it:
/// its headers and what parsing each of them read, which says what leaving
/// a header out of a prologue costs a unit that includes it.
struct BuiltPrologue {
  std::vector<std::string> Headers;
  /// Bytes of the files read before the first header (the CUDA wrapper and
  /// hipport's prelude, which every prologue holds).
  uint64_t BaseBytes = 0;
  /// For each of Headers, the bytes of the files first read under it.
  std::vector<uint64_t> HeaderBytes;
};

class PrologueCache {
public:
  /// Keeps precompiled headers under Directory/pch.
  explicit PrologueCache(std::string Directory);

  /// The precompiled header for units parsed with Command (a clang command
  /// line without its input file) that start with Headers; built if
  /// missing or stale. Nothing when it cannot be built (a header does not
  /// parse, or the cache directory is not writable): the unit is then
  /// parsed without one. Headers that turn out to include project files
  /// (found through -I rather than a system directory) are left out, since
  /// project files must be converted with each unit. Thread-safe: units
  /// that need the same header wait for one build.
  std::shared_ptr<const PrecompiledPrologue>
  get(const std::vector<std::string> &Command,
      llvm::ArrayRef<std::string> Headers);

  /// True when a valid precompiled header for this prologue exists on disk
  /// (cheap: reads the manifest, not the header).
  bool isCached(const std::vector<std::string> &Command,
                llvm::ArrayRef<std::string> Headers) const;

  /// The files a valid precompiled header for this prologue was built
  /// from; nothing when isCached would say false.
  std::optional<std::vector<FileStamp>>
  cachedInputs(const std::vector<std::string> &Command,
               llvm::ArrayRef<std::string> Headers) const;

  /// The prologues built for Command, as its index lists them (cheap: one
  /// small file). Not validated: isCached says whether one is still usable.
  /// The index is rewritten after each build; of two processes that build
  /// at the same moment, one entry may be lost, and that prologue is then
  /// only found by units whose whole prologue it is.
  std::vector<BuiltPrologue>
  builtFor(const std::vector<std::string> &Command) const;

  /// What went wrong since the last call that the user should know of (a
  /// crash in clang while building a prologue), one note each.
  std::vector<std::string> takeNotes();

private:
  void note(std::string Text);
  struct Built {
    std::shared_ptr<const PrecompiledPrologue> Pch;
    /// When set, only the first N headers could be precompiled.
    std::optional<size_t> UsableHeaders;
  };
  /// Where the manifest of the prologue with this key is.
  std::string manifestPath(const std::string &Key) const;
  std::string indexPath(const std::vector<std::string> &Command) const;
  void addToIndex(const std::vector<std::string> &Command, BuiltPrologue Entry);
  Built obtain(const std::vector<std::string> &Command,
               llvm::ArrayRef<std::string> Headers, const std::string &Key);

  std::string Directory;
  std::mutex Lock;
  std::map<std::string, std::shared_future<Built>> Entries;
  /// Serialises this process's updates of the indexes.
  std::mutex IndexLock;
  std::mutex NotesLock;
  std::vector<std::string> Notes;
};

/// Whether a precompiled prologue can stand in for the start of units
/// compiled with these clang arguments: not when they force-include files
/// (the unit would include them a second time) or bring their own
/// precompiled header.
bool argumentsAllowPrologue(const std::vector<std::string> &Args);

} // namespace hipport

#endif
