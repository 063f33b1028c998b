//===- BinaryStream.cpp ---------------------------------------------------===//
#include "Support/BinaryStream.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/xxhash.h"

using namespace hipport;

void ByteWriter::u32(uint32_t V) {
  char Bytes[4];
  llvm::support::endian::write32le(Bytes, V);
  Out.append(Bytes, 4);
}

void ByteWriter::u64(uint64_t V) {
  u32(static_cast<uint32_t>(V));
  u32(static_cast<uint32_t>(V >> 32));
}

void ByteWriter::str(llvm::StringRef S) {
  u32(S.size());
  Out.append(S.data(), S.size());
}

bool ByteReader::u32(uint32_t &V) {
  if (Data.size() < 4)
    return false;
  V = llvm::support::endian::read32le(Data.data());
  Data = Data.drop_front(4);
  return true;
}

bool ByteReader::u64(uint64_t &V) {
  uint32_t Low, High;
  if (!u32(Low) || !u32(High))
    return false;
  V = (uint64_t(High) << 32) | Low;
  return true;
}

bool ByteReader::str(std::string &S) {
  uint32_t N;
  if (!u32(N) || Data.size() < N)
    return false;
  S.assign(Data.data(), N);
  Data = Data.drop_front(N);
  return true;
}

bool ByteReader::boolean(bool &B) {
  uint32_t V;
  if (!u32(V) || V > 1)
    return false;
  B = V;
  return true;
}

bool ByteReader::count(uint32_t &N, size_t MinRecordSize) {
  return u32(N) && uint64_t(N) * MinRecordSize <= Data.size();
}

std::string hipport::frameRecord(llvm::StringRef Magic,
                                 llvm::StringRef Payload) {
  ByteWriter Framed;
  Framed.Out = Magic.str();
  Framed.u32(Payload.size());
  Framed.u64(llvm::xxh3_64bits(Payload));
  Framed.Out += Payload;
  return std::move(Framed.Out);
}

std::optional<llvm::StringRef> hipport::unframeRecord(llvm::StringRef Magic,
                                                      llvm::StringRef Data) {
  if (!Data.consume_front(Magic))
    return std::nullopt;
  ByteReader Header(Data.take_front(12));
  uint32_t Size;
  uint64_t Sum;
  if (!Header.u32(Size) || !Header.u64(Sum))
    return std::nullopt;
  llvm::StringRef Payload = Data.drop_front(12);
  if (Payload.size() != Size || llvm::xxh3_64bits(Payload) != Sum)
    return std::nullopt;
  return Payload;
}
