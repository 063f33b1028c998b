//===- MappingLoaderFuzzer.cpp - Fuzzing the mapping-table loader ---------===//
//
// A mapping table is user input (--mappings FILE). The input is loaded as
// one table; a table that loads must survive the binary cache unchanged
// (TableCache: a later run reads the cache instead of the YAML), so it is
// serialised and read back, and the two tables must hold the same entries.
// The input is also read as a cache file, which may be truncated or corrupt
// on disk and must then be refused, not trusted.
//
//===----------------------------------------------------------------------===//
#include "Mapping/MappingLoader.h"
#include "Mapping/TableCache.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstdlib>

using namespace hipport;

namespace {

/// Every entry of Table in its binary form, sorted: the order in which a
/// table holds its entries is not part of what it says.
std::vector<std::string> entriesOf(const MappingTable &Table) {
  std::vector<std::string> Entries;
  Table.forEach([&](const MappingEntry &E) {
    MappingTable One;
    One.add(E);
    Entries.push_back(serializeTable(One));
  });
  std::sort(Entries.begin(), Entries.end());
  return Entries;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  MappingTable Table;
  if (llvm::Error Err = loadMappingText(Text, "fuzz.yaml", Table)) {
    llvm::consumeError(std::move(Err));
  } else {
    MappingTable Reloaded;
    if (!deserializeTable(serializeTable(Table), Reloaded) ||
        entriesOf(Reloaded) != entriesOf(Table)) {
      llvm::errs() << "a loaded table does not survive the binary cache\n";
      std::abort();
    }
  }
  MappingTable FromCache;
  (void)deserializeTable(Text, FromCache);
  return 0;
}
