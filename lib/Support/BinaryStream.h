//===- BinaryStream.h - Little-endian records for hipport's caches -*- C++
//-*-===//
//
// The caches (mapping tables, precompiled prologues, unit results) are plain
// byte records: 32-bit little-endian numbers and length-prefixed strings,
// framed by a magic string and an xxh3 checksum so that a truncated or
// corrupt file is recognised and rebuilt, never used.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_SUPPORT_BINARYSTREAM_H
#define HIPPORT_SUPPORT_BINARYSTREAM_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>

namespace hipport {

class ByteWriter {
public:
  void u32(uint32_t V);
  void u64(uint64_t V);
  void str(llvm::StringRef S);
  void boolean(bool B) { u32(B ? 1 : 0); }
  std::string Out;
};

/// Every read fails (returns false) instead of reading past the end.
class ByteReader {
public:
  explicit ByteReader(llvm::StringRef Data) : Data(Data) {}
  bool u32(uint32_t &V);
  bool u64(uint64_t &V);
  bool str(std::string &S);
  bool boolean(bool &B);
  /// A count of following records, each at least MinRecordSize bytes: a
  /// corrupt count cannot make the caller allocate more than the data holds.
  bool count(uint32_t &N, size_t MinRecordSize = 4);
  bool atEnd() const { return Data.empty(); }

private:
  llvm::StringRef Data;
};

/// Magic, payload size and checksum, then the payload.
std::string frameRecord(llvm::StringRef Magic, llvm::StringRef Payload);
/// The payload of a record framed with Magic; nothing when the magic, size
/// or checksum does not match.
std::optional<llvm::StringRef> unframeRecord(llvm::StringRef Magic,
                                             llvm::StringRef Data);

} // namespace hipport

#endif
