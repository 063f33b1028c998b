//===- TableCache.h - Loading mapping tables without re-parsing -*- C++ -*-===//
//
// yaml-cpp needs ~40 ms for the built-in tables, more than hipport's whole
// start-up budget. The merged table is therefore stored in a compact binary
// file keyed by a hash of every table's path and content; a later run with
// the same tables reads that file instead. A cache file that is truncated,
// corrupt or from another format version is ignored and rewritten.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_MAPPING_TABLECACHE_H
#define HIPPORT_MAPPING_TABLECACHE_H

#include "Mapping/MappingTable.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipport {

/// Loads Files in order (later entries override earlier ones), through the
/// cache in CacheDir when it is not empty. Errors are the YAML loader's.
llvm::Error loadTablesWithCache(const std::vector<std::string> &Files,
                                llvm::StringRef CacheDir, MappingTable &Table);

/// The binary form of a table (exposed for tests).
std::string serializeTable(const MappingTable &Table);
/// False when Data is not a complete, intact serialised table.
bool deserializeTable(llvm::StringRef Data, MappingTable &Table);

/// $HIPPORT_CACHE_DIR, else $XDG_CACHE_HOME/hipport, else
/// $HOME/.cache/hipport; empty when none can be determined.
std::string defaultCacheDirectory();

} // namespace hipport

#endif
