#include "Mapping/TableCache.h"
#include "Mapping/MappingLoader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace hipport;

namespace {

const char Sample[] = R"yaml(library: sample
entries:
  - {cuda: cudaMalloc, hip: hipMalloc, kind: function}
  - {cuda: cublasCreate, hip: hipblasCreate, kind: function, verified: false}
  - cuda: __shfl_down_sync
    hip: __shfl_down_sync
    kind: function
    since: "6.2"
    changed: "7.0"
    change: "64-bit masks"
    fallback: {hip: __shfl_down, args: ["$2", "$3"]}
  - {cuda: CUarray, hip: hiparray, kind: type, removed: "6.0"}
  - cuda: atomicMin
    hip: atomicMin
    kind: function
    hip-overloads: ["(float*,float) 5.2", "(double,int,int) 5.2 6.4"]
  - cuda: cublas_v2.h
    hip: hipblas/hipblas.h
    kind: header
    hip-includes: ["hip/hip_complex.h 5.2", "hip/linker_types.h 6.4"]
  - {cuda: cudaGone, kind: function, status: unsupported, reason: gone, hint: h}
  - cuda: cudaStreamWaitEvent
    hip: hipStreamWaitEvent
    kind: function
    overloads: [{arguments: 2, hip: hipStreamWaitEvent, args: ["$1", "$2", "0"]}]
  - {cuda: __float2bfloat16_rn, kind: function, status: unsupported, reason: r, shim: "hipport::float2bfloat16_rn", shim-since: "5.7"}
  - {cuda: __ldcs, hip: __ldcs, kind: function, shim: "hipport::ldcs", shim-always: true}
)yaml";

class TableCacheTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("hipport-cache", Dir));
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, "sample.yaml");
    TablePath = std::string(Path);
    std::error_code EC;
    llvm::raw_fd_ostream(TablePath, EC) << Sample;
    ASSERT_FALSE(EC);
    CacheDir = (Dir + "/cache").str();
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }

  std::vector<std::string> cacheFiles() {
    std::vector<std::string> Found;
    std::error_code EC;
    for (llvm::sys::fs::directory_iterator It(CacheDir, EC), End;
         It != End && !EC; It.increment(EC))
      Found.push_back(It->path());
    return Found;
  }

  llvm::SmallString<128> Dir;
  std::string TablePath, CacheDir;
};

void expectSample(const MappingTable &Table) {
  ASSERT_EQ(Table.size(), 10u);
  const MappingEntry *Malloc = Table.lookup(EntryKind::Function, "cudaMalloc");
  ASSERT_NE(Malloc, nullptr);
  EXPECT_TRUE(Malloc->Verified);
  const MappingEntry *Blas = Table.lookup(EntryKind::Function, "cublasCreate");
  ASSERT_NE(Blas, nullptr);
  EXPECT_FALSE(Blas->Verified);
  const MappingEntry *Shfl =
      Table.lookup(EntryKind::Function, "__shfl_down_sync");
  ASSERT_NE(Shfl, nullptr);
  ASSERT_TRUE(Shfl->Since && Shfl->Fallback);
  EXPECT_EQ(Shfl->Since->str(), "6.2");
  EXPECT_EQ(Shfl->Fallback->Args, (std::vector<std::string>{"$2", "$3"}));
  ASSERT_TRUE(Shfl->Changed);
  EXPECT_EQ(Shfl->Changed->str(), "7.0");
  EXPECT_EQ(Shfl->Change, "64-bit masks");
  EXPECT_FALSE(Shfl->Removed);
  const MappingEntry *Array = Table.lookup(EntryKind::Type, "CUarray");
  ASSERT_NE(Array, nullptr);
  ASSERT_TRUE(Array->Removed);
  EXPECT_EQ(Array->Removed->str(), "6.0");
  EXPECT_FALSE(Array->Changed);
  const MappingEntry *Min = Table.lookup(EntryKind::Function, "atomicMin");
  ASSERT_NE(Min, nullptr);
  ASSERT_EQ(Min->HipOverloads.size(), 2u);
  EXPECT_EQ(Min->HipOverloads[1].Text, "double,int,int");
  EXPECT_EQ(Min->HipOverloads[1].Since.str(), "5.2");
  ASSERT_TRUE(Min->HipOverloads[1].Removed);
  EXPECT_EQ(Min->HipOverloads[1].Removed->str(), "6.4");
  EXPECT_FALSE(Min->HipOverloads[0].Removed);
  const MappingEntry *BlasHeader =
      Table.lookup(EntryKind::Header, "cublas_v2.h");
  ASSERT_NE(BlasHeader, nullptr);
  ASSERT_EQ(BlasHeader->HipIncludes.size(), 2u);
  EXPECT_EQ(BlasHeader->HipIncludes[1].Text, "hip/linker_types.h");
  EXPECT_EQ(BlasHeader->HipIncludes[1].Since.str(), "6.4");
  const MappingEntry *Gone = Table.lookup(EntryKind::Function, "cudaGone");
  ASSERT_NE(Gone, nullptr);
  EXPECT_EQ(Gone->Status, EntryStatus::Unsupported);
  EXPECT_EQ(Gone->Reason, "gone");
  EXPECT_EQ(Gone->Hint, "h");
  EXPECT_EQ(Gone->Library, "sample");
  const MappingEntry *Wait =
      Table.lookup(EntryKind::Function, "cudaStreamWaitEvent");
  ASSERT_NE(Wait, nullptr);
  ASSERT_EQ(Wait->Overloads.size(), 1u);
  EXPECT_EQ(Wait->Overloads[0].Arguments, 2u);
  EXPECT_EQ(Wait->Overloads[0].Hip.Name, "hipStreamWaitEvent");
  EXPECT_EQ(Wait->Overloads[0].Hip.Args,
            (std::vector<std::string>{"$1", "$2", "0"}));
  EXPECT_TRUE(Gone->Shim.empty());
  const MappingEntry *Bf16 =
      Table.lookup(EntryKind::Function, "__float2bfloat16_rn");
  ASSERT_NE(Bf16, nullptr);
  EXPECT_EQ(Bf16->Shim, "hipport::float2bfloat16_rn");
  ASSERT_TRUE(Bf16->ShimSince);
  EXPECT_EQ(Bf16->ShimSince->str(), "5.7");
  EXPECT_FALSE(Bf16->ShimAlways);
  const MappingEntry *Ldcs = Table.lookup(EntryKind::Function, "__ldcs");
  ASSERT_NE(Ldcs, nullptr);
  EXPECT_TRUE(Ldcs->ShimAlways);
}

} // namespace

TEST_F(TableCacheTest, RoundTripsEveryField) {
  MappingTable Parsed, Restored;
  ASSERT_FALSE(loadMappingText(Sample, "s.yaml", Parsed));
  ASSERT_TRUE(deserializeTable(serializeTable(Parsed), Restored));
  expectSample(Restored);
}

TEST_F(TableCacheTest, RejectsTruncatedOrCorruptData) {
  MappingTable Parsed, Restored;
  ASSERT_FALSE(loadMappingText(Sample, "s.yaml", Parsed));
  std::string Data = serializeTable(Parsed);
  EXPECT_FALSE(deserializeTable(llvm::StringRef(Data).drop_back(3), Restored));
  Data[Data.size() / 2] ^= 0x5a;
  EXPECT_FALSE(deserializeTable(Data, Restored));
  EXPECT_EQ(Restored.size(), 0u);
}

TEST_F(TableCacheTest, SecondLoadComesFromTheCacheFile) {
  MappingTable First, Second, Marker;
  ASSERT_FALSE(loadTablesWithCache({TablePath}, CacheDir, First));
  expectSample(First);
  std::vector<std::string> Files = cacheFiles();
  ASSERT_EQ(Files.size(), 1u);
  // Plant a different, intact table under the same key: only a load that
  // reads the cache can return it.
  ASSERT_FALSE(loadMappingText(
      "entries: [{cuda: cudaMalloc, hip: hipFromCache, kind: function}]",
      "m.yaml", Marker));
  {
    std::error_code EC;
    llvm::raw_fd_ostream(Files.front(), EC) << serializeTable(Marker);
  }
  ASSERT_FALSE(loadTablesWithCache({TablePath}, CacheDir, Second));
  EXPECT_EQ(Second.lookup(EntryKind::Function, "cudaMalloc")->Hip.Name,
            "hipFromCache");
}

TEST_F(TableCacheTest, CorruptCacheIsRebuilt) {
  MappingTable First, Second;
  ASSERT_FALSE(loadTablesWithCache({TablePath}, CacheDir, First));
  std::string CacheFile = cacheFiles().front();
  {
    std::error_code EC;
    llvm::raw_fd_ostream(CacheFile, EC) << "HIPPORT-TABLES-3garbage";
  }
  ASSERT_FALSE(loadTablesWithCache({TablePath}, CacheDir, Second));
  expectSample(Second);
  auto Rewritten = llvm::MemoryBuffer::getFile(CacheFile);
  ASSERT_TRUE(static_cast<bool>(Rewritten));
  MappingTable FromCache;
  EXPECT_TRUE(deserializeTable((*Rewritten)->getBuffer(), FromCache));
}

TEST_F(TableCacheTest, ChangedTableGetsANewKey) {
  MappingTable First, Second;
  ASSERT_FALSE(loadTablesWithCache({TablePath}, CacheDir, First));
  {
    std::error_code EC;
    llvm::raw_fd_ostream(TablePath, EC)
        << "entries: [{cuda: cudaMalloc, hip: hipMallocX, kind: function}]\n";
  }
  ASSERT_FALSE(loadTablesWithCache({TablePath}, CacheDir, Second));
  EXPECT_EQ(Second.lookup(EntryKind::Function, "cudaMalloc")->Hip.Name,
            "hipMallocX");
  EXPECT_EQ(cacheFiles().size(), 2u);
}

// The result cache keys units by the table's fingerprint: the same files
// give the same one, from the YAML or from the binary cache; other files
// another; a table changed after loading none.
TEST_F(TableCacheTest, FingerprintIdentifiesTheFilesLoaded) {
  MappingTable FromYaml, FromCache, Changed;
  ASSERT_FALSE(loadTablesWithCache({TablePath}, CacheDir, FromYaml));
  ASSERT_FALSE(loadTablesWithCache({TablePath}, CacheDir, FromCache));
  EXPECT_NE(FromYaml.fingerprint(), 0u);
  EXPECT_EQ(FromYaml.fingerprint(), FromCache.fingerprint());
  {
    std::error_code EC;
    llvm::raw_fd_ostream(TablePath, EC)
        << "entries: [{cuda: cudaMalloc, hip: hipMallocX, kind: function}]\n";
  }
  ASSERT_FALSE(loadTablesWithCache({TablePath}, CacheDir, Changed));
  EXPECT_NE(Changed.fingerprint(), 0u);
  EXPECT_NE(Changed.fingerprint(), FromYaml.fingerprint());
  MappingEntry Extra;
  Extra.Cuda = "cudaFree";
  FromCache.add(Extra);
  EXPECT_EQ(FromCache.fingerprint(), 0u);
  MappingTable Preloaded;
  Preloaded.add(Extra);
  ASSERT_FALSE(loadTablesWithCache({TablePath}, CacheDir, Preloaded));
  EXPECT_EQ(Preloaded.fingerprint(), 0u);
}
