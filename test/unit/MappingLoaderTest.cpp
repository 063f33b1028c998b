#include "Mapping/MappingLoader.h"
#include "gtest/gtest.h"

using namespace hipport;

namespace {

std::string loadError(llvm::StringRef Text) {
  MappingTable Table;
  llvm::Error Err = loadMappingText(Text, "t.yaml", Table);
  return Err ? llvm::toString(std::move(Err)) : std::string();
}

} // namespace

TEST(MappingLoaderTest, LoadsFlowEntries) {
  MappingTable Table;
  ASSERT_FALSE(loadMappingText(R"(library: rt
entries:
  - {cuda: cudaMalloc, hip: hipMalloc, kind: function}
  - {cuda: cudaStream_t, hip: hipStream_t, kind: type}
)",
                               "t.yaml", Table));
  const MappingEntry *E = Table.lookup(EntryKind::Function, "cudaMalloc");
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->Hip.Name, "hipMalloc");
  EXPECT_EQ(E->Status, EntryStatus::Supported);
  EXPECT_EQ(E->Library, "rt");
  // Kinds are separate name spaces.
  EXPECT_EQ(Table.lookup(EntryKind::Type, "cudaMalloc"), nullptr);
  EXPECT_NE(Table.lookup(EntryKind::Type, "cudaStream_t"), nullptr);
  EXPECT_EQ(Table.size(), 2u);
}

TEST(MappingLoaderTest, LoadsVersionsFallbacksAndArgs) {
  MappingTable Table;
  ASSERT_FALSE(loadMappingText(R"yaml(entries:
  - cuda: __shfl_down_sync
    hip: __shfl_down_sync
    kind: function
    since: "6.2"
    fallback: {hip: __shfl_down, args: ["$2", "$3", "$4"]}
  - cuda: cudaMemcpyToSymbol
    hip: hipMemcpyToSymbol
    kind: function
    args: ["HIP_SYMBOL($1)", "$2"]
)yaml",
                               "t.yaml", Table));
  const MappingEntry *Shfl =
      Table.lookup(EntryKind::Function, "__shfl_down_sync");
  ASSERT_NE(Shfl, nullptr);
  ASSERT_TRUE(Shfl->Since);
  EXPECT_EQ(Shfl->Since->str(), "6.2");
  ASSERT_TRUE(Shfl->Fallback);
  EXPECT_EQ(Shfl->Fallback->Name, "__shfl_down");
  EXPECT_EQ(Shfl->Fallback->Args.size(), 3u);
  const MappingEntry *Symbol =
      Table.lookup(EntryKind::Function, "cudaMemcpyToSymbol");
  ASSERT_NE(Symbol, nullptr);
  EXPECT_EQ(Symbol->Hip.Args.front(), "HIP_SYMBOL($1)");
}

TEST(MappingLoaderTest, OverloadsAreChosenByWrittenArguments) {
  MappingTable Table;
  ASSERT_FALSE(loadMappingText(R"yaml(entries:
  - cuda: cudaEventCreate
    hip: hipEventCreate
    kind: function
    overloads:
      - {arguments: 2, hip: hipEventCreateWithFlags}
      - {arguments: 3, hip: hipExtEventCreate, args: ["$1", "$3"]}
)yaml",
                               "t.yaml", Table));
  const MappingEntry *E = Table.lookup(EntryKind::Function, "cudaEventCreate");
  ASSERT_NE(E, nullptr);
  ASSERT_EQ(E->Overloads.size(), 2u);
  EXPECT_EQ(E->callSpelling(std::nullopt).Name, "hipEventCreate");
  EXPECT_EQ(E->callSpelling(1u).Name, "hipEventCreate");
  EXPECT_EQ(E->callSpelling(2u).Name, "hipEventCreateWithFlags");
  EXPECT_TRUE(E->callSpelling(2u).Args.empty());
  EXPECT_EQ(E->callSpelling(3u).Args, (std::vector<std::string>{"$1", "$3"}));
}

TEST(MappingLoaderTest, RejectsMalformedOverloads) {
  EXPECT_NE(loadError("entries:\n  - {cuda: a, hip: b, kind: function, "
                      "overloads: {arguments: 2}}\n")
                .find("'overloads' must be a list"),
            std::string::npos);
  EXPECT_NE(loadError("entries:\n  - {cuda: a, hip: b, kind: function, "
                      "overloads: [{arguments: two, hip: c}]}\n")
                .find("'arguments' must be a number of arguments"),
            std::string::npos);
  EXPECT_NE(loadError("entries:\n  - {cuda: a, hip: b, kind: function, "
                      "overloads: [{arguments: 2}]}\n")
                .find("entry has no 'hip'"),
            std::string::npos);
  EXPECT_NE(loadError("entries:\n  - {cuda: a, hip: b, kind: function, "
                      "overloads: [{arguments: 2, hip: c}, "
                      "{arguments: 2, hip: d}]}\n")
                .find("two overloads for 2 arguments"),
            std::string::npos);
  EXPECT_NE(loadError("entries:\n  - {cuda: a, hip: b, kind: type, "
                      "overloads: [{arguments: 2, hip: c}]}\n")
                .find("only a function or a macro has 'overloads'"),
            std::string::npos);
  MappingTable Table;
  EXPECT_FALSE(loadMappingText("entries:\n  - {cuda: a, hip: b, kind: macro, "
                               "overloads: [{arguments: 5, hip: c}]}\n",
                               "m.yaml", Table));
}

TEST(MappingLoaderTest, LaterEntriesOverrideEarlierOnes) {
  MappingTable Table;
  ASSERT_FALSE(
      loadMappingText("entries: [{cuda: cudaFoo, hip: hipFoo, kind: function}]",
                      "a.yaml", Table));
  ASSERT_FALSE(
      loadMappingText("entries: [{cuda: cudaFoo, hip: hipBar, kind: function}]",
                      "b.yaml", Table));
  EXPECT_EQ(Table.lookup(EntryKind::Function, "cudaFoo")->Hip.Name, "hipBar");
  EXPECT_EQ(Table.size(), 1u);
}

TEST(MappingLoaderTest, UnsupportedNeedsReason) {
  EXPECT_EQ(loadError("entries:\n  - {cuda: cudaX, kind: function, status: "
                      "unsupported}\n"),
            "t.yaml:2:5: error: unsupported entry 'cudaX' needs a 'reason'");
}

TEST(MappingLoaderTest, ReportsPositionOfBadKind) {
  EXPECT_EQ(loadError("entries:\n  - {cuda: cudaX, hip: hipX, kind: funct}\n"),
            "t.yaml:2:36: error: unknown kind 'funct' (expected function, "
            "type, enumerator, macro, variable, header or namespace)");
}

TEST(MappingLoaderTest, ReportsSyntaxErrors) {
  std::string Err = loadError("entries:\n  - {cuda: cudaX, hip: [\n");
  EXPECT_EQ(Err.rfind("t.yaml:", 0), 0u) << Err;
  EXPECT_NE(Err.find(": error: "), std::string::npos) << Err;
}

TEST(MappingLoaderTest, LoadsRemovedAndChanged) {
  MappingTable Table;
  ASSERT_FALSE(loadMappingText(R"yaml(entries:
  - {cuda: CUarray, hip: hiparray, kind: type, removed: "6.0"}
  - cuda: warpSize
    hip: warpSize
    kind: variable
    changed: "7.0"
    change: "no longer a constant expression"
)yaml",
                               "t.yaml", Table));
  const MappingEntry *Array = Table.lookup(EntryKind::Type, "CUarray");
  ASSERT_NE(Array, nullptr);
  ASSERT_TRUE(Array->Removed);
  EXPECT_EQ(Array->Removed->str(), "6.0");
  EXPECT_FALSE(Array->Changed);
  const MappingEntry *Warp = Table.lookup(EntryKind::Variable, "warpSize");
  ASSERT_NE(Warp, nullptr);
  ASSERT_TRUE(Warp->Changed);
  EXPECT_EQ(Warp->Changed->str(), "7.0");
  EXPECT_EQ(Warp->Change, "no longer a constant expression");
  EXPECT_FALSE(Warp->Removed);
}

TEST(MappingLoaderTest, LoadsHipOverloadsWithTheirReleases) {
  MappingTable Table;
  ASSERT_FALSE(loadMappingText(R"yaml(entries:
  - cuda: atomicMin
    hip: atomicMin
    kind: function
    hip-overloads: ["(float*,float) 5.2", "(long long*,long long) 5.7", "(int,unsigned int,int) 5.2 6.4"]
)yaml",
                               "t.yaml", Table));
  const MappingEntry *Min = Table.lookup(EntryKind::Function, "atomicMin");
  ASSERT_NE(Min, nullptr);
  ASSERT_EQ(Min->HipOverloads.size(), 3u);
  const HipReleaseFact &Float = Min->HipOverloads[0];
  const HipReleaseFact &LongLong = Min->HipOverloads[1];
  const HipReleaseFact &Dropped = Min->HipOverloads[2];
  EXPECT_EQ(Float.Text, "float*,float");
  EXPECT_EQ(LongLong.Text, "long long*,long long");
  EXPECT_TRUE(Float.holdsIn({5, 2}));
  EXPECT_FALSE(LongLong.holdsIn({5, 2}));
  EXPECT_TRUE(LongLong.holdsIn({5, 7}));
  EXPECT_TRUE(Dropped.holdsIn({6, 3}));
  EXPECT_FALSE(Dropped.holdsIn({6, 4}));
  EXPECT_FALSE(Dropped.holdsIn({7, 0}));
}

TEST(MappingLoaderTest, LoadsHipIncludes) {
  MappingTable Table;
  ASSERT_FALSE(loadMappingText(R"yaml(entries:
  - cuda: cublas_v2.h
    hip: hipblas/hipblas.h
    kind: header
    hip-includes: ["hip/hip_complex.h 5.2", "hip/linker_types.h 6.4 7.0"]
)yaml",
                               "t.yaml", Table));
  const MappingEntry *Blas = Table.lookup(EntryKind::Header, "cublas_v2.h");
  ASSERT_NE(Blas, nullptr);
  ASSERT_EQ(Blas->HipIncludes.size(), 2u);
  EXPECT_EQ(Blas->HipIncludes[0].Text, "hip/hip_complex.h");
  EXPECT_TRUE(Blas->HipIncludes[0].holdsIn({7, 0}));
  EXPECT_FALSE(Blas->HipIncludes[1].holdsIn({6, 3}));
  EXPECT_TRUE(Blas->HipIncludes[1].holdsIn({6, 4}));
  EXPECT_FALSE(Blas->HipIncludes[1].holdsIn({7, 0}));
  EXPECT_NE(loadError("entries:\n  - {cuda: a.h, hip: b.h, kind: header, "
                      "hip-includes: [\"hip/x.h\"]}\n")
                .find("each of 'hip-includes' must be 'PATH SINCE [REMOVED]'"),
            std::string::npos);
}

TEST(MappingLoaderTest, RejectsMalformedHipOverloads) {
  for (const char *Bad :
       {"[\"float*,float\"]", "[\"(float*) soon\"]", "[\"(float*) 5.2 6.x\"]",
        "[\"(float*)\"]", "\"(float*) 5.2\"", "[\"(a) 5.2 6.0 7.0\"]"})
    EXPECT_NE(loadError(std::string("entries:\n  - {cuda: a, hip: a, kind: "
                                    "function, hip-overloads: ") +
                        Bad + "}\n")
                  .find("hip-overloads"),
              std::string::npos)
        << Bad;
}

TEST(MappingLoaderTest, RejectsBadVersionAndMissingFields) {
  EXPECT_NE(loadError("entries:\n  - {cuda: a, hip: b, kind: function, "
                      "removed: later}\n")
                .find("'removed' must be MAJOR.MINOR"),
            std::string::npos);
  EXPECT_NE(loadError("entries:\n  - {cuda: a, hip: b, kind: function, "
                      "changed: 7.x}\n")
                .find("'changed' must be MAJOR.MINOR"),
            std::string::npos);
  EXPECT_NE(loadError("entries:\n  - {cuda: a, hip: b, kind: function, "
                      "since: soon}\n")
                .find("'since' must be MAJOR.MINOR"),
            std::string::npos);
  EXPECT_NE(loadError("entries:\n  - {hip: b, kind: function}\n")
                .find("entry has no 'cuda'"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\n").find("needs an 'entries' list"),
            std::string::npos);
  EXPECT_NE(loadError("entries:\n  - {cuda: a, kind: function}\n")
                .find("has no 'hip' name"),
            std::string::npos);
}

TEST(MappingLoaderTest, VerifiedDefaultsToTrue) {
  MappingTable Table;
  ASSERT_FALSE(loadMappingText(R"(entries:
  - {cuda: cudaMalloc, hip: hipMalloc, kind: function}
  - {cuda: cublasCreate, hip: hipblasCreate, kind: function, verified: false}
  - {cuda: cufftPlan1d, hip: hipfftPlan1d, kind: function, verified: true}
)",
                               "t.yaml", Table));
  EXPECT_TRUE(Table.lookup(EntryKind::Function, "cudaMalloc")->Verified);
  EXPECT_FALSE(Table.lookup(EntryKind::Function, "cublasCreate")->Verified);
  EXPECT_TRUE(Table.lookup(EntryKind::Function, "cufftPlan1d")->Verified);
  EXPECT_NE(loadError("entries:\n  - {cuda: a, hip: b, kind: function, "
                      "verified: maybe}\n")
                .find("'verified' must be true or false"),
            std::string::npos);
}

TEST(MappingLoaderTest, ShimFieldsAreChecked) {
  EXPECT_NE(loadError("entries:\n  - {cuda: a, hip: b, kind: function, "
                      "shim-since: \"5.7\"}\n")
                .find("'shim-since' and 'shim-always' need a 'shim'"),
            std::string::npos);
  EXPECT_NE(loadError("entries:\n  - {cuda: a, hip: b, kind: function, "
                      "shim: s, shim-always: often}\n")
                .find("'shim-always' must be true or false, not 'often'"),
            std::string::npos);
  EXPECT_NE(loadError("entries:\n  - {cuda: a, hip: b, kind: function, "
                      "shim: s, shim-since: soon}\n")
                .find("'shim-since' must be MAJOR.MINOR"),
            std::string::npos);
}

TEST(MappingLoaderTest, ABadTableAddsNothing) {
  MappingTable Table;
  llvm::Error Err = loadMappingText(R"(entries:
  - {cuda: cudaGood, hip: hipGood, kind: function}
  - {cuda: cudaBad, kind: nonsense}
)",
                                    "t.yaml", Table);
  EXPECT_TRUE(static_cast<bool>(Err));
  llvm::consumeError(std::move(Err));
  EXPECT_EQ(Table.size(), 0u);
}

TEST(MappingLoaderTest, BuiltInTablesLoad) {
  MappingTable Table;
  llvm::Error Err = loadMappingDirectory(HIPPORT_SOURCE_DIR "/mappings", Table);
  ASSERT_FALSE(Err) << llvm::toString(std::move(Err));
  EXPECT_NE(Table.lookup(EntryKind::Function, "cudaMalloc"), nullptr);
  EXPECT_NE(Table.lookup(EntryKind::Header, "cuda_runtime.h"), nullptr);
  // Library tables: a verified one and one known only from upstream sources.
  const MappingEntry *Rand =
      Table.lookup(EntryKind::Function, "curandCreateGenerator");
  ASSERT_NE(Rand, nullptr);
  EXPECT_EQ(Rand->Hip.Name, "hiprandCreateGenerator");
  EXPECT_TRUE(Rand->Verified);
  const MappingEntry *Blas =
      Table.lookup(EntryKind::Function, "cublasCreate_v2");
  ASSERT_NE(Blas, nullptr);
  EXPECT_EQ(Blas->Hip.Name, "hipblasCreate");
  EXPECT_FALSE(Blas->Verified);
}
