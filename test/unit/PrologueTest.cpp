#include "Frontend/Prologue.h"
#include "Driver/ProloguePlan.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace hipport;

namespace {

using Strings = std::vector<std::string>;

class PrologueScanTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("hipport-prologue", Dir));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }

  std::string write(llvm::StringRef Name, llvm::StringRef Text) {
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, Name);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path));
    std::error_code EC;
    llvm::raw_fd_ostream Out(Path, EC);
    Out << Text;
    return std::string(Path);
  }

  Prologue scan(llvm::StringRef Main, const Strings &Args = {}) {
    return scanPrologue(Main, includeSearchFromArgs(Args));
  }

  llvm::SmallString<256> Dir;
};

TEST_F(PrologueScanTest, LeadingSystemIncludesUntilTheFirstCode) {
  std::string Main = write("a.cu", "// comment #include <nope.h>\n"
                                   "#pragma once\n"
                                   "/* block */ #include <cstdio>\n"
                                   "#include <thrust/device_vector.h>\n"
                                   "int x;\n"
                                   "#include <vector>\n");
  Prologue P = scan(Main);
  EXPECT_EQ(P.Headers, (Strings{"cstdio", "thrust/device_vector.h"}));
  EXPECT_TRUE(P.Macros.empty());
  EXPECT_EQ(P.HeadersBeforeCode, 2u);
}

TEST_F(PrologueScanTest, StopsAtConditionalDirectives) {
  std::string Main = write("a.cu", "#include <cstdio>\n"
                                   "#ifdef USE_THRUST\n"
                                   "#include <thrust/sort.h>\n"
                                   "#endif\n");
  EXPECT_EQ(scan(Main).Headers, (Strings{"cstdio"}));
}

TEST_F(PrologueScanTest, FollowsProjectHeadersAndRecordsTheirMacros) {
  write("include/common.cuh", "#ifndef COMMON_CUH\n"
                              "#define COMMON_CUH\n"
                              "#include <cuda_runtime.h>\n"
                              "#include \"detail.h\"\n"
                              "#define CHECK(x) x\n"
                              "inline int f() { return 1; }\n"
                              "#include <cub/cub.cuh>\n"
                              "#endif\n");
  write("include/detail.h", "#pragma once\n#include <cstdlib>\n");
  std::string Main = write("src/a.cu", "#include \"common.cuh\"\n"
                                       "#include <thrust/sort.h>\n"
                                       "#include <cstdlib>\n"
                                       "__global__ void k() {}\n");
  Prologue P = scan(Main, {"-I", std::string(Dir) + "/include"});
  // common.cuh's code comes before thrust/sort.h, so its macros do too; the
  // include after its code (cub) is not part of the prologue.
  EXPECT_EQ(P.Headers, (Strings{"cuda_runtime.h", "cstdlib", "thrust/sort.h"}));
  EXPECT_EQ(P.Macros, (Strings{"COMMON_CUH", "CHECK"}));
  EXPECT_EQ(P.MacrosBefore, (std::vector<unsigned>{1, 1, 2}));
  EXPECT_EQ(P.headersBeforeAnyMacro(), 0u);
  // detail.h holds only includes; thrust/sort.h comes after common.cuh's
  // code.
  EXPECT_EQ(P.HeadersBeforeCode, 2u);
}

TEST_F(PrologueScanTest, QuotedIncludeOfASystemHeader) {
  std::string Main = write(
      "a.cu", "#include \"cuda_runtime.h\"\n#define N 4\n#include <a.h>\n");
  Prologue P = scan(Main);
  EXPECT_EQ(P.Headers, (Strings{"cuda_runtime.h", "a.h"}));
  EXPECT_EQ(P.Macros, (Strings{"N"}));
  EXPECT_EQ(P.headersBeforeAnyMacro(), 1u);
}

TEST_F(PrologueScanTest, MacrosOfHeadersIncludedInProjectCode) {
  write("config.h", "#define THRUST_HOST_SYSTEM 1\n");
  write("lib.h", "int g();\n#include \"config.h\"\n");
  std::string Main =
      write("a.cu", "#include \"lib.h\"\n#include <thrust/sort.h>\n");
  Prologue P = scan(Main);
  EXPECT_EQ(P.Headers, (Strings{"thrust/sort.h"}));
  EXPECT_EQ(P.Macros, (Strings{"THRUST_HOST_SYSTEM"}));
  EXPECT_EQ(P.HeadersBeforeCode, 0u);
}

TEST(IncludeSearchTest, ReadsEverySpelling) {
  IncludeSearch S = includeSearchFromArgs(
      {"clang++", "-Ia", "-I", "b", "-iquote", "q", "-iquoter",
       "--include-directory=c", "-isystem", "s", "-DX"});
  EXPECT_EQ(S.AngleDirs, (Strings{"a", "b", "c"}));
  EXPECT_EQ(S.QuoteDirs, (Strings{"q", "r"}));
}

UnitPrologue unit(Strings Headers, Strings Command = {"clang++"}) {
  UnitPrologue U;
  U.Command = std::move(Command);
  U.Prologue.Headers = std::move(Headers);
  U.Prologue.MacrosBefore.assign(U.Prologue.Headers.size(), 0);
  return U;
}

TEST(ProloguePlanTest, SharesTheLargestCommonSet) {
  PrologueCache NoCache("");
  std::vector<UnitPrologue> Units = {
      unit({"cstdio", "cuda_runtime.h", "thrust/sort.h", "vector"}),
      unit({"cstddef", "cstdio", "cuda_runtime.h", "thrust/sort.h"}),
      unit({"cstdio"}),
      unit({"cub/cub.cuh"}),
  };
  auto Plan = planPrologues(Units, PrologueMode::Auto, NoCache);
  ASSERT_EQ(Plan.size(), 4u);
  // The first two share three headers, in the first unit's order.
  Strings Shared = {"cstdio", "cuda_runtime.h", "thrust/sort.h"};
  EXPECT_EQ(Plan[0], Shared);
  EXPECT_EQ(Plan[1], Shared);
  // {cstdio} is contained in three units, but the first two take a larger
  // set; a set only one unit takes is not worth building, so the third unit
  // and the last share the CUDA wrapper alone.
  EXPECT_EQ(Plan[2], Strings{});
  EXPECT_EQ(Plan[3], Strings{});
}

TEST(ProloguePlanTest, NothingSharedAcrossCommandLines) {
  PrologueCache NoCache("");
  std::vector<UnitPrologue> Units = {unit({"cstdio"}, {"clang++", "-DA"}),
                                     unit({"cstdio"}, {"clang++", "-DB"})};
  auto Plan = planPrologues(Units, PrologueMode::Auto, NoCache);
  EXPECT_FALSE(Plan[0]);
  EXPECT_FALSE(Plan[1]);
}

TEST(ProloguePlanTest, Modes) {
  PrologueCache NoCache("");
  std::vector<UnitPrologue> One = {unit({"cstdio", "vector"})};
  EXPECT_EQ(planPrologues(One, PrologueMode::Always, NoCache)[0],
            (Strings{"cstdio", "vector"}));
  std::vector<UnitPrologue> Two = {unit({"cstdio"}), unit({"cstdio"})};
  EXPECT_FALSE(planPrologues(Two, PrologueMode::Never, NoCache)[0]);
  EXPECT_FALSE(planPrologues(One, PrologueMode::Never, NoCache)[0]);
}

TEST(ProloguePlanTest, AUnitAloneGetsItsWholePrologue) {
  // A run over one file precompiles all of its prologue, for the next
  // process that converts a file with the same flags, when the cache offers
  // nothing to reuse.
  PrologueCache NoCache("");
  std::vector<UnitPrologue> One = {unit({"cuda_runtime.h", "vector"})};
  EXPECT_EQ(planPrologues(One, PrologueMode::Auto, NoCache)[0],
            (Strings{"cuda_runtime.h", "vector"}));
  // In a run of several units, one that shares nothing gets nothing.
  std::vector<UnitPrologue> Apart = {unit({"cstdio"}, {"clang++", "-DA"}),
                                     unit({"vector"}, {"clang++", "-DB"})};
  auto Plan = planPrologues(Apart, PrologueMode::Auto, NoCache);
  EXPECT_FALSE(Plan[0]);
  EXPECT_FALSE(Plan[1]);
}

BuiltPrologue built(Strings Headers, std::vector<uint64_t> Bytes) {
  BuiltPrologue B;
  B.Headers = std::move(Headers);
  B.HeaderBytes = std::move(Bytes);
  B.BaseBytes = 1000;
  return B;
}

TEST(ProloguePlanTest, AUnitAloneReusesAPrologueThatLacksLittle) {
  // Weights as recorded when each was built: a wrapper of 1000 bytes,
  // <thrust/sort.h> 4000, <vector> 300, <cstdio> 50.
  std::vector<BuiltPrologue> Built = {
      built({"cstdio", "thrust/sort.h"}, {50, 4000}),
      built({"cstdio", "vector"}, {50, 300})};
  // The Thrust prologue lacks <vector>: 300 of 5350 bytes.
  EXPECT_TRUE(
      worthReusing({"cstdio", "thrust/sort.h", "vector"}, Built[0], Built, {}));
  // The other lacks <thrust/sort.h>: most of the unit.
  EXPECT_FALSE(
      worthReusing({"cstdio", "thrust/sort.h", "vector"}, Built[1], Built, {}));
  // <vector> lacking from the prologue of <cstdio> alone: 300 of 1350.
  EXPECT_FALSE(
      worthReusing({"cstdio", "vector"}, built({"cstdio"}, {50}), Built, {}));
}

TEST(ProloguePlanTest, AHeaderOfUnknownWeightIsNotLeftOut) {
  std::vector<BuiltPrologue> Built = {
      built({"cstdio", "thrust/sort.h"}, {50, 4000})};
  // No build weighed <cub/cub.cuh>: it could be most of the unit.
  EXPECT_FALSE(worthReusing({"cstdio", "thrust/sort.h", "cub/cub.cuh"},
                            Built[0], Built, {}));
  // Unless the prologue read it already (Thrust includes CUB): then its
  // include guard skips it in the unit.
  FileStamp Read;
  Read.Path = "/usr/local/cuda/include/cccl/cub/cub.cuh";
  EXPECT_TRUE(worthReusing({"cstdio", "thrust/sort.h", "cub/cub.cuh"}, Built[0],
                           Built, {Read}));
  // The same name in another directory is another header.
  Read.Path = "/usr/include/mycub/cub.cuh";
  EXPECT_FALSE(worthReusing({"cstdio", "thrust/sort.h", "cub/cub.cuh"},
                            Built[0], Built, {Read}));
}

TEST(ProloguePlanTest, APrologueLeadsAUnitWhenItsHeadersPrecedeItsCode) {
  UnitPrologue Unit;
  Unit.Prologue.Headers = {"cuda_runtime.h", "cstdio", "vector"};
  Unit.Prologue.HeadersBeforeCode = 2;
  PrecompiledPrologue Pch;
  EXPECT_TRUE(prologueLeadsUnit(Unit, Pch)); // The CUDA wrapper alone.
  Pch.Headers = {"cstdio", "cuda_runtime.h"};
  EXPECT_TRUE(prologueLeadsUnit(Unit, Pch));
  Pch.Headers = {"cuda_runtime.h", "vector"};
  EXPECT_FALSE(prologueLeadsUnit(Unit, Pch));
}

} // namespace
