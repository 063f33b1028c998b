//===- MappingTable.cpp ---------------------------------------------------===//
#include "Mapping/MappingTable.h"

using namespace hipport;

void MappingTable::add(MappingEntry Entry) {
  Fingerprint = 0;
  auto &ByName = Entries[static_cast<size_t>(Entry.Kind)];
  std::string Key = Entry.Cuda;
  ByName.insert_or_assign(Key, std::move(Entry));
}

const MappingEntry *MappingTable::lookup(EntryKind Kind,
                                         llvm::StringRef CudaName) const {
  const auto &ByName = Entries[static_cast<size_t>(Kind)];
  auto It = ByName.find(CudaName);
  return It == ByName.end() ? nullptr : &It->second;
}

const MappingEntry *
MappingTable::lookupAnyKind(llvm::StringRef CudaName) const {
  for (const auto &ByName : Entries) {
    auto It = ByName.find(CudaName);
    if (It != ByName.end())
      return &It->second;
  }
  return nullptr;
}

size_t MappingTable::size() const {
  size_t N = 0;
  for (const auto &ByName : Entries)
    N += ByName.size();
  return N;
}
