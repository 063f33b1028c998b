#include "Frontend/CudaInstallation.h"
#include "Frontend/CompileCommand.h"
#include "gtest/gtest.h"
#include "llvm/Support/FileSystem.h"

using namespace hipport;

TEST(CudaInstallationTest, ParsesCudaVersionMacro) {
  std::optional<Version> V =
      parseCudaVersion("#ifndef X\n#define CUDA_VERSION 12040\n#endif\n");
  ASSERT_TRUE(V);
  EXPECT_EQ(V->str(), "12.4");
  EXPECT_FALSE(parseCudaVersion("#define CUDART_VERSION 12040\n"));
}

TEST(CudaInstallationTest, ShimOnlyFromCuda13) {
  CudaInstallation Cuda;
  Cuda.CudaVersion = {12, 9};
  EXPECT_FALSE(Cuda.needsTextureFetchShim());
  Cuda.CudaVersion = {13, 0};
  EXPECT_TRUE(Cuda.needsTextureFetchShim());
}

TEST(CudaInstallationTest, MissingToolkitIsAClearError) {
  auto Cuda = findCudaInstallation("/nonexistent/cuda");
  ASSERT_FALSE(Cuda);
  std::string Message = llvm::toString(Cuda.takeError());
  EXPECT_NE(Message.find("no CUDA toolkit at '/nonexistent/cuda'"),
            std::string::npos)
      << Message;
}

TEST(CompileCommandTest, ShimGoesAfterUserArgumentsAndBeforeTheFile) {
  FrontendSettings S;
  S.Cuda.Root = "/cuda";
  S.Cuda.IncludeDir = "/cuda/include";
  S.Cuda.CudaVersion = {13, 0};
  S.DataDir = "/data";
  S.ResourceDir = "/res";
  S.UserArgs = {"-DX=1"};
  std::vector<std::string> Cmd = buildCompileCommand(S, "a.cu");
  ASSERT_GE(Cmd.size(), 4u);
  EXPECT_EQ(Cmd.back(), "a.cu");
  EXPECT_EQ(Cmd[Cmd.size() - 2], "/data/share/cuda-shim");
  EXPECT_EQ(Cmd[Cmd.size() - 3], "-idirafter");
  EXPECT_EQ(Cmd[Cmd.size() - 4], "-DX=1");
  EXPECT_NE(std::find(Cmd.begin(), Cmd.end(), "--cuda-host-only"), Cmd.end());
}

TEST(CompileCommandTest, UnknownClangFlagIsRejected) {
  llvm::Error Err = validateUserArgs({"-I.", "--no-such-flag"});
  ASSERT_TRUE(static_cast<bool>(Err));
  EXPECT_NE(llvm::toString(std::move(Err)).find("--no-such-flag"),
            std::string::npos);
  EXPECT_FALSE(validateUserArgs({"-I.", "-DFOO=1", "-std=c++20"}));
}

TEST(CudaInstallationTest, GeneratedDeclarationsAreAnInstallation) {
  auto Cuda = generatedCudaDeclarations(HIPPORT_SOURCE_DIR);
  ASSERT_TRUE(static_cast<bool>(Cuda)) << llvm::toString(Cuda.takeError());
  EXPECT_EQ(Cuda->Origin, "--no-cuda-sdk");
  EXPECT_EQ(Cuda->CudaVersion, (Version{13, 0}));
  EXPECT_TRUE(llvm::StringRef(Cuda->IncludeDir)
                  .ends_with("mappings/cuda-decls/include"));
  // clang accepts a CUDA path only if it has a bin/ directory.
  EXPECT_TRUE(llvm::sys::fs::is_directory(Cuda->Root + "/bin"));
}
