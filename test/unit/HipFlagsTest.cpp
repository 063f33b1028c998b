#include "Frontend/HipFlags.h"
#include "gtest/gtest.h"

using namespace hipport;
using Args = std::vector<std::string>;

static std::string moveToOut(llvm::StringRef Path) {
  llvm::StringRef Rest = Path;
  if (Rest.consume_front("/src"))
    return "/out" + Rest.str();
  return Path.str();
}

TEST(HipFlagsTest, CudaOnlyFlagsAreDropped) {
  EXPECT_EQ(
      hipFlags({"--cuda-gpu-arch=sm_80", "--cuda-path", "/cuda", "-nocudalib",
                "--cuda-host-only", "-D__CUDACC_RDC__", "-D__USE_FAST_MATH__",
                "-D", "__CUDACC_DEBUG__", "-fgpu-rdc", "-O2"},
               "/cuda", moveToOut),
      (Args{"-fgpu-rdc", "-O2"}));
}

TEST(HipFlagsTest, PerThreadDefaultStream) {
  EXPECT_EQ(
      hipFlags({"-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1"}, "/cuda", moveToOut),
      Args{"-fgpu-default-stream=per-thread"});
}

TEST(HipFlagsTest, PathsMoveToTheConvertedTreeAndLeaveTheToolkit) {
  EXPECT_EQ(hipFlags({"-I/src/include", "-isystem", "/src/third", "-I/usr/x",
                      "-I/cuda/include", "-isystem", "/cuda/include/cccl",
                      "-include", "/src/pre.h", "-DKEEP=1"},
                     "/cuda", moveToOut),
            (Args{"-I/out/include", "-isystem", "/out/third", "-I/usr/x",
                  "-include", "/out/pre.h", "-DKEEP=1"}));
}
