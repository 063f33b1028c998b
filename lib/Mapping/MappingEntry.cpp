//===- MappingEntry.cpp ---------------------------------------------------===//
#include "Mapping/MappingEntry.h"
#include "llvm/ADT/StringSwitch.h"

using namespace hipport;

std::optional<EntryKind> hipport::parseEntryKind(llvm::StringRef Text) {
  return llvm::StringSwitch<std::optional<EntryKind>>(Text)
      .Case("function", EntryKind::Function)
      .Case("type", EntryKind::Type)
      .Case("enumerator", EntryKind::Enumerator)
      .Case("macro", EntryKind::Macro)
      .Case("variable", EntryKind::Variable)
      .Case("header", EntryKind::Header)
      .Case("namespace", EntryKind::Namespace)
      .Default(std::nullopt);
}

llvm::StringRef hipport::entryKindName(EntryKind K) {
  switch (K) {
  case EntryKind::Function:
    return "function";
  case EntryKind::Type:
    return "type";
  case EntryKind::Enumerator:
    return "enumerator";
  case EntryKind::Macro:
    return "macro";
  case EntryKind::Variable:
    return "variable";
  case EntryKind::Header:
    return "header";
  case EntryKind::Namespace:
    return "namespace";
  }
  return "unknown";
}

std::optional<EntryStatus> hipport::parseEntryStatus(llvm::StringRef Text) {
  return llvm::StringSwitch<std::optional<EntryStatus>>(Text)
      .Case("supported", EntryStatus::Supported)
      .Case("unsupported", EntryStatus::Unsupported)
      .Case("deprecated", EntryStatus::Deprecated)
      .Default(std::nullopt);
}

llvm::StringRef hipport::entryStatusName(EntryStatus S) {
  switch (S) {
  case EntryStatus::Supported:
    return "supported";
  case EntryStatus::Unsupported:
    return "unsupported";
  case EntryStatus::Deprecated:
    return "deprecated";
  }
  return "unknown";
}

const HipSpelling &
MappingEntry::callSpelling(std::optional<unsigned> WrittenArgs) const {
  if (WrittenArgs)
    for (const CallOverload &O : Overloads)
      if (O.Arguments == *WrittenArgs)
        return O.Hip;
  return Hip;
}

const HipSpelling &
MappingEntry::spellingAt(const Version &Target,
                         std::optional<unsigned> WrittenArgs) const {
  if (beforeSince(Target) && Fallback)
    return *Fallback;
  return callSpelling(WrittenArgs);
}

bool MappingEntry::hipSpelledIn(const Version &Target) const {
  return hipDeclaredIn(Target) || (Status != EntryStatus::Unsupported &&
                                   beforeSince(Target) && Fallback);
}

bool MappingEntry::writtenWithShim(const Version &Target) const {
  if (Shim.empty() || (ShimSince && Target < *ShimSince))
    return false;
  if (ShimAlways || Status == EntryStatus::Unsupported)
    return true;
  if (beforeSince(Target) && !Fallback)
    return true;
  return Removed && !(Target < *Removed);
}

bool MappingEntry::hipDeclaredIn(const Version &Target) const {
  return Status != EntryStatus::Unsupported && !beforeSince(Target) &&
         !(Removed && !(Target < *Removed));
}
