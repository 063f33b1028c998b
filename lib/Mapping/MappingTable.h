//===- MappingTable.h - Lookup of CUDA names by kind ------------*- C++ -*-===//
//
// The merged view of every loaded table. Later entries for the same name and
// kind replace earlier ones, so user tables loaded last override built-ins.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_MAPPING_MAPPINGTABLE_H
#define HIPPORT_MAPPING_MAPPINGTABLE_H

#include "Mapping/MappingEntry.h"
#include "llvm/ADT/StringMap.h"
#include <array>

namespace hipport {

class MappingTable {
public:
  void add(MappingEntry Entry);
  const MappingEntry *lookup(EntryKind Kind, llvm::StringRef CudaName) const;
  /// Any entry with this name, preferring the given kind order of the enum.
  const MappingEntry *lookupAnyKind(llvm::StringRef CudaName) const;
  size_t size() const;

  /// A checksum of the table files it was loaded from (their paths and
  /// text), set by loadTablesWithCache; 0 for a table built or changed by
  /// other means, which nothing can identify cheaply.
  uint64_t fingerprint() const { return Fingerprint; }
  void setFingerprint(uint64_t Sum) { Fingerprint = Sum; }

  template <typename Fn> void forEach(Fn &&Callback) const {
    for (const auto &ByName : Entries)
      for (const auto &Item : ByName)
        Callback(Item.second);
  }

private:
  static constexpr size_t NumKinds = 7;
  std::array<llvm::StringMap<MappingEntry>, NumKinds> Entries;
  uint64_t Fingerprint = 0;
};

} // namespace hipport

#endif
