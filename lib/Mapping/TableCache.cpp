//===- TableCache.cpp -----------------------------------------------------===//
#include "Mapping/TableCache.h"
#include "Mapping/MappingLoader.h"
#include "Support/AtomicFile.h"
#include "Support/BinaryStream.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"

using namespace hipport;

namespace {

constexpr llvm::StringLiteral Magic = "HIPPORT-TABLES-10";

void writeSpelling(ByteWriter &W, const HipSpelling &H) {
  W.str(H.Name);
  W.u32(H.Args.size());
  for (const std::string &A : H.Args)
    W.str(A);
}

bool readSpelling(ByteReader &R, HipSpelling &H) {
  uint32_t N;
  if (!R.str(H.Name) || !R.count(N))
    return false;
  H.Args.resize(N);
  for (std::string &A : H.Args)
    if (!R.str(A))
      return false;
  return true;
}

} // namespace

namespace {

void writeVersion(ByteWriter &W, const std::optional<Version> &V) {
  W.u32(V ? 1 : 0);
  W.u32(V ? V->Major : 0);
  W.u32(V ? V->Minor : 0);
}

bool readVersion(ByteReader &R, std::optional<Version> &V) {
  uint32_t Has, Major, Minor;
  if (!R.u32(Has) || !R.u32(Major) || !R.u32(Minor))
    return false;
  if (Has)
    V = Version{Major, Minor};
  return true;
}

void writeFacts(ByteWriter &W, const std::vector<HipReleaseFact> &Facts) {
  W.u32(Facts.size());
  for (const HipReleaseFact &Fact : Facts) {
    W.str(Fact.Text);
    writeVersion(W, Fact.Since);
    writeVersion(W, Fact.Removed);
  }
}

bool readFacts(ByteReader &R, std::vector<HipReleaseFact> &Facts) {
  uint32_t Count;
  if (!R.u32(Count))
    return false;
  for (uint32_t K = 0; K < Count; ++K) {
    HipReleaseFact Fact;
    std::optional<Version> Since;
    if (!R.str(Fact.Text) || !readVersion(R, Since) || !Since ||
        !readVersion(R, Fact.Removed))
      return false;
    Fact.Since = *Since;
    Facts.push_back(std::move(Fact));
  }
  return true;
}

void writeEntry(ByteWriter &W, const MappingEntry &E) {
  W.str(E.Cuda);
  W.u32(static_cast<uint32_t>(E.Kind));
  W.u32(static_cast<uint32_t>(E.Status));
  writeSpelling(W, E.Hip);
  W.str(E.Reason);
  W.str(E.Hint);
  W.u32(E.Since ? 1 : 0);
  W.u32(E.Since ? E.Since->Major : 0);
  W.u32(E.Since ? E.Since->Minor : 0);
  writeVersion(W, E.Removed);
  writeVersion(W, E.Changed);
  W.str(E.Change);
  W.u32(E.Fallback ? 1 : 0);
  if (E.Fallback)
    writeSpelling(W, *E.Fallback);
  W.str(E.CudaSince);
  W.str(E.CudaRemoved);
  W.str(E.Library);
  W.boolean(E.Verified);
  writeFacts(W, E.HipOverloads);
  writeFacts(W, E.HipNvidiaOverloads);
  writeFacts(W, E.HipIncludes);
  W.str(E.Shim);
  writeVersion(W, E.ShimSince);
  W.boolean(E.ShimAlways);
  W.u32(E.Overloads.size());
  for (const CallOverload &O : E.Overloads) {
    W.u32(O.Arguments);
    writeSpelling(W, O.Hip);
  }
}

} // namespace

std::string hipport::serializeTable(const MappingTable &Table) {
  ByteWriter W;
  W.u32(Table.size());
  Table.forEach([&](const MappingEntry &E) { writeEntry(W, E); });
  return frameRecord(Magic, W.Out);
}

bool hipport::deserializeTable(llvm::StringRef Data, MappingTable &Table) {
  std::optional<llvm::StringRef> Payload = unframeRecord(Magic, Data);
  if (!Payload)
    return false;
  ByteReader R(*Payload);
  uint32_t Count;
  if (!R.u32(Count))
    return false;
  MappingTable Loaded;
  for (uint32_t I = 0; I < Count; ++I) {
    MappingEntry E;
    uint32_t Kind, Status, HasSince, Major, Minor, HasFallback, NumOverloads;
    if (!R.str(E.Cuda) || !R.u32(Kind) || !R.u32(Status) ||
        !readSpelling(R, E.Hip) || !R.str(E.Reason) || !R.str(E.Hint) ||
        !R.u32(HasSince) || !R.u32(Major) || !R.u32(Minor) ||
        !readVersion(R, E.Removed) || !readVersion(R, E.Changed) ||
        !R.str(E.Change) || !R.u32(HasFallback) ||
        Kind > uint32_t(EntryKind::Namespace) ||
        Status > uint32_t(EntryStatus::Deprecated))
      return false;
    E.Kind = static_cast<EntryKind>(Kind);
    E.Status = static_cast<EntryStatus>(Status);
    if (HasSince)
      E.Since = Version{Major, Minor};
    if (HasFallback) {
      E.Fallback.emplace();
      if (!readSpelling(R, *E.Fallback))
        return false;
    }
    if (!R.str(E.CudaSince) || !R.str(E.CudaRemoved) || !R.str(E.Library) ||
        !R.boolean(E.Verified) || !readFacts(R, E.HipOverloads) ||
        !readFacts(R, E.HipNvidiaOverloads) || !readFacts(R, E.HipIncludes) ||
        !R.str(E.Shim) || !readVersion(R, E.ShimSince) ||
        !R.boolean(E.ShimAlways) || !R.count(NumOverloads))
      return false;
    E.Overloads.resize(NumOverloads);
    for (CallOverload &O : E.Overloads)
      if (!R.u32(O.Arguments) || !readSpelling(R, O.Hip))
        return false;
    Loaded.add(std::move(E));
  }
  if (!R.atEnd())
    return false;
  // Only a complete table replaces the caller's; moving it spares copying
  // every entry again.
  if (Table.size() == 0)
    Table = std::move(Loaded);
  else
    Loaded.forEach([&](const MappingEntry &E) { Table.add(E); });
  return true;
}

std::string hipport::defaultCacheDirectory() {
  using llvm::sys::Process;
  if (auto Dir = Process::GetEnv("HIPPORT_CACHE_DIR"))
    return *Dir;
  llvm::SmallString<256> Path;
  if (auto Xdg = Process::GetEnv("XDG_CACHE_HOME"); Xdg && !Xdg->empty()) {
    Path = *Xdg;
  } else if (auto Home = Process::GetEnv("HOME"); Home && !Home->empty()) {
    Path = *Home;
    llvm::sys::path::append(Path, ".cache");
  } else {
    return {};
  }
  llvm::sys::path::append(Path, "hipport");
  return std::string(Path);
}

llvm::Error hipport::loadTablesWithCache(const std::vector<std::string> &Files,
                                         llvm::StringRef CacheDir,
                                         MappingTable &Table) {
  // The checksum identifies the table only if the files are all it holds.
  bool Fresh = Table.size() == 0;
  std::vector<std::unique_ptr<llvm::MemoryBuffer>> Buffers;
  std::string KeyText = Magic.str();
  for (const std::string &File : Files) {
    auto Buffer = llvm::MemoryBuffer::getFile(File, /*IsText=*/true);
    if (!Buffer)
      return llvm::createStringError(
          Buffer.getError(), "%s: error: cannot read mapping table: %s",
          File.c_str(), Buffer.getError().message().c_str());
    // A checksum per file rather than the text itself: the key is built on
    // every start.
    KeyText += File + '\0' +
               llvm::utohexstr(llvm::xxh3_64bits((*Buffer)->getBuffer())) +
               '\0';
    Buffers.push_back(std::move(*Buffer));
  }
  uint64_t Key = llvm::xxh3_64bits(KeyText);
  auto Loaded = [&] {
    if (Fresh)
      Table.setFingerprint(Key);
    return llvm::Error::success();
  };
  llvm::SmallString<256> CachePath;
  if (!CacheDir.empty()) {
    CachePath = CacheDir;
    llvm::sys::path::append(CachePath,
                            "tables-" + llvm::utohexstr(Key) + ".bin");
    if (auto Cached = llvm::MemoryBuffer::getFile(CachePath))
      if (deserializeTable((*Cached)->getBuffer(), Table))
        return Loaded();
  }
  MappingTable Parsed;
  for (size_t I = 0; I < Files.size(); ++I)
    if (llvm::Error Err =
            loadMappingText(Buffers[I]->getBuffer(), Files[I], Parsed))
      return Err;
  // The cache is an optimisation: failing to write it changes nothing.
  if (!CachePath.empty())
    llvm::consumeError(writeFileAtomically(CachePath, serializeTable(Parsed)));
  Parsed.forEach([&](const MappingEntry &E) { Table.add(E); });
  return Loaded();
}
