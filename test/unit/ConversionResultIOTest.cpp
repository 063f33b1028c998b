#include "Rewrite/ConversionResultIO.h"
#include "gtest/gtest.h"

using namespace hipport;

namespace {

/// A result with every field set to something other than its default, so
/// that a field the cache forgets to write shows up as a difference.
ConversionResult sample() {
  ConversionResult R;
  FileConversion &C = R.Files["/p/a.cu"];
  C.Path = "/p/a.cu";
  C.DisplayPath = "a.cu";
  C.Original = "cudaMalloc(p, n); // x\n";
  C.Edits.add(0, 10, "hipMalloc");
  C.Edits.add(0, 0, "#include <hip/hip_runtime.h>\n");
  C.References[0] = {"cudaMalloc", ReferenceOutcome::NeedsNewerHip, true};
  C.UsesCuda = true;
  C.IncludesHipRuntime = true;
  C.HipRuntimeInserted = true;
  C.UsesCompatHeader = true;
  C.IncludesCompatHeader = true;
  C.TokenRegions.insert({3, 9});
  C.ProjectIncludes[4] = {12, "/p/b.cuh"};
  Finding F;
  F.Rule = "hipport-warp-full-mask";
  F.Level = Severity::Error;
  F.File = "a.cu";
  F.Line = 3;
  F.Column = 7;
  F.Message = "m";
  F.Fixes.push_back({"/p/a.cu", 1, 2, "t"});
  F.FromPartialParse = true;
  R.Findings.insert(F);
  R.CompilerErrors = {"a.cu:1:1: error: e"};
  R.CompilerOutput = "rendered";
  R.ParsedCleanly = false;
  R.IncludesHipHeaders = true;
  R.IncludedProjectFiles = {"/p/b.cuh"};
  R.Kernels.insert({"k", "a.cu", 4, 1024, 64});
  return R;
}

std::optional<ConversionResult> roundTrip(const ConversionResult &R,
                                          std::string *Bytes = nullptr) {
  ByteWriter W;
  writeConversionResult(W, R);
  if (Bytes)
    *Bytes = W.Out;
  ByteReader Reader(W.Out);
  return readConversionResult(Reader, [&](llvm::StringRef Path) {
    return std::optional<std::string>(R.Files.at(Path.str()).Original);
  });
}

TEST(ConversionResultIOTest, EveryFieldSurvives) {
  ConversionResult R = sample();
  auto Back = roundTrip(R);
  ASSERT_TRUE(Back);
  ASSERT_EQ(Back->Files.size(), 1u);
  const FileConversion &A = R.Files.at("/p/a.cu"),
                       &B = Back->Files.at("/p/a.cu");
  EXPECT_EQ(B.DisplayPath, A.DisplayPath);
  EXPECT_EQ(B.Original, A.Original);
  EXPECT_EQ(B.Edits.apply(B.Original), A.Edits.apply(A.Original));
  ASSERT_EQ(B.References.size(), 1u);
  EXPECT_EQ(B.References.at(0).CudaName, "cudaMalloc");
  EXPECT_EQ(B.References.at(0).Outcome, ReferenceOutcome::NeedsNewerHip);
  EXPECT_TRUE(B.References.at(0).ByTokens);
  EXPECT_TRUE(B.UsesCuda);
  EXPECT_TRUE(B.IncludesHipRuntime);
  EXPECT_TRUE(B.HipRuntimeInserted);
  EXPECT_TRUE(B.UsesCompatHeader);
  EXPECT_TRUE(B.IncludesCompatHeader);
  EXPECT_EQ(B.TokenRegions, A.TokenRegions);
  ASSERT_EQ(B.ProjectIncludes.size(), 1u);
  EXPECT_EQ(B.ProjectIncludes.at(4).End, 12u);
  EXPECT_EQ(B.ProjectIncludes.at(4).Target, "/p/b.cuh");
  ASSERT_EQ(Back->Findings.size(), 1u);
  const Finding &F = *Back->Findings.begin();
  EXPECT_EQ(F.Level, Severity::Error);
  EXPECT_TRUE(F.FromPartialParse);
  ASSERT_EQ(F.Fixes.size(), 1u);
  EXPECT_EQ(F.Fixes[0].Text, "t");
  EXPECT_EQ(F.Fixes[0].Length, 2u);
  EXPECT_EQ(Back->CompilerErrors, R.CompilerErrors);
  EXPECT_EQ(Back->CompilerOutput, "rendered");
  EXPECT_FALSE(Back->ParsedCleanly);
  EXPECT_TRUE(Back->IncludesHipHeaders);
  EXPECT_EQ(Back->IncludedProjectFiles, R.IncludedProjectFiles);
  ASSERT_EQ(Back->Kernels.size(), 1u);
  EXPECT_EQ(Back->Kernels.begin()->DynamicBytes, 64u);
}

TEST(ConversionResultIOTest, TruncatedDataIsRejected) {
  std::string Bytes;
  ASSERT_TRUE(roundTrip(sample(), &Bytes));
  for (size_t Cut :
       {size_t(0), size_t(3), Bytes.size() / 2, Bytes.size() - 1}) {
    ByteReader Reader(llvm::StringRef(Bytes).take_front(Cut));
    EXPECT_FALSE(readConversionResult(Reader, [](llvm::StringRef) {
      return std::optional<std::string>("x");
    })) << Cut;
  }
}

TEST(ConversionResultIOTest, AFileThatCannotBeReadRejectsTheEntry) {
  ConversionResult R = sample();
  ByteWriter W;
  writeConversionResult(W, R);
  ByteReader Reader(W.Out);
  EXPECT_FALSE(readConversionResult(
      Reader, [](llvm::StringRef) { return std::optional<std::string>(); }));
}

} // namespace
