#include "Frontend/CompileCommand.h"
#include "Frontend/NvccFlags.h"
#include "gtest/gtest.h"

using namespace hipport;
using Args = std::vector<std::string>;

namespace {

Args nvcc(Args In) { return translateNvccFlags(In).Args; }

/// The notes' texts, for checking that nothing was dropped silently.
std::string notes(Args In) {
  std::string Out;
  for (const FlagNote &Note : translateNvccFlags(In).Notes)
    Out += Note.Text + "\n";
  return Out;
}

} // namespace

TEST(NvccFlagsTest, CompilerKindFromTheExecutable) {
  EXPECT_EQ(compilerKind("/usr/local/cuda/bin/nvcc"), CompilerKind::Nvcc);
  EXPECT_EQ(compilerKind("nvcc.exe"), CompilerKind::Nvcc);
  EXPECT_EQ(compilerKind("/usr/bin/g++"), CompilerKind::Host);
  EXPECT_EQ(compilerKind("clang++"), CompilerKind::Host);
}

TEST(NvccFlagsTest, GenerateCodeInEverySpelling) {
  EXPECT_EQ(nvcc({"-gencode", "arch=compute_80,code=sm_80"}),
            Args{"--cuda-gpu-arch=sm_80"});
  EXPECT_EQ(nvcc({"-gencode=arch=compute_80,code=sm_80"}),
            Args{"--cuda-gpu-arch=sm_80"});
  EXPECT_EQ(nvcc({"--generate-code=arch=compute_90,code=[compute_90,sm_90]"}),
            Args{"--cuda-gpu-arch=sm_90"});
  EXPECT_EQ(nvcc({"--generate-code", "arch=compute_75,code=\"sm_75,sm_80\""}),
            (Args{"--cuda-gpu-arch=sm_75", "--cuda-gpu-arch=sm_80"}));
  // Without code=, the arch= GPU; one --cuda-gpu-arch per GPU.
  EXPECT_EQ(nvcc({"-gencode", "arch=compute_86", "-arch=sm_86"}),
            Args{"--cuda-gpu-arch=sm_86"});
  EXPECT_EQ(notes({"-gencode", "arch=compute_80,code=sm_80"}),
            "'-gencode arch=compute_80,code=sm_80' becomes "
            "'--cuda-gpu-arch=sm_80'\n");
}

TEST(NvccFlagsTest, GpuArchitectureAndCode) {
  EXPECT_EQ(nvcc({"-arch=sm_70"}), Args{"--cuda-gpu-arch=sm_70"});
  EXPECT_EQ(nvcc({"-arch", "sm_70"}), Args{"--cuda-gpu-arch=sm_70"});
  EXPECT_EQ(nvcc({"--gpu-architecture=compute_80", "--gpu-code=sm_80,sm_86"}),
            (Args{"--cuda-gpu-arch=sm_80", "--cuda-gpu-arch=sm_86"}));
  EXPECT_EQ(nvcc({"-code", "sm_90a"}), Args{"--cuda-gpu-arch=sm_90a"});
  // Pseudo-architectures and GPUs clang 19 does not know are dropped, with
  // a note that says why.
  EXPECT_EQ(nvcc({"-arch=native", "-arch=all-major", "-arch=sm_120"}), Args{});
  std::string Said = notes({"-arch=native", "-arch=sm_120"});
  EXPECT_NE(Said.find("dropped '-arch=native': 'native' names no single GPU"),
            std::string::npos);
  EXPECT_NE(Said.find("clang 19 does not know the GPU 'sm_120'"),
            std::string::npos);
}

TEST(NvccFlagsTest, HostCompilerOptionsPassThroughTheHostFilter) {
  EXPECT_EQ(nvcc({"-Xcompiler", "-fPIC,-Wall"}), (Args{"-fPIC", "-Wall"}));
  EXPECT_EQ(nvcc({"-Xcompiler=-fopenmp"}), Args{"-fopenmp"});
  EXPECT_EQ(nvcc({"--compiler-options", "-O2,-Werror"}), Args{"-O2"});
  EXPECT_NE(notes({"-Xcompiler", "-fPIC"})
                .find("'-Xcompiler' options go to "
                      "clang as host flags"),
            std::string::npos);
}

TEST(NvccFlagsTest, ToolOptionsAreDropped) {
  for (Args In :
       {Args{"-Xptxas", "-v"}, Args{"-Xptxas=-O3"},
        Args{"-Xlinker", "--as-needed"}, Args{"-Xnvlink", "x"},
        Args{"-ccbin", "/usr/bin/g++-12"}, Args{"--compiler-bindir=/usr/bin"},
        Args{"-lcudart"}, Args{"-L/usr/local/cuda/lib64"},
        Args{"-cudart", "shared"}, Args{"-Xcudafe", "--diag_suppress=177"}}) {
    EXPECT_EQ(nvcc(In), Args{}) << In.front();
    EXPECT_EQ(notes(In).rfind("dropped '", 0), 0u) << In.front();
  }
}

TEST(NvccFlagsTest, RelocatableDeviceCode) {
  Args Rdc{"-fgpu-rdc", "-D__CUDACC_RDC__"};
  EXPECT_EQ(nvcc({"-rdc=true"}), Rdc);
  EXPECT_EQ(nvcc({"--relocatable-device-code", "true"}), Rdc);
  EXPECT_EQ(nvcc({"-dc"}), Rdc);
  EXPECT_EQ(nvcc({"-rdc=false"}), Args{});
  EXPECT_EQ(notes({"-rdc=false"}), "dropped '-rdc=false': nvcc's default\n");
}

TEST(NvccFlagsTest, LanguageExtensionsKeepNvccsMacros) {
  EXPECT_EQ(nvcc({"--expt-relaxed-constexpr"}),
            Args{"-D__CUDACC_RELAXED_CONSTEXPR__"});
  EXPECT_EQ(nvcc({"--expt-extended-lambda"}),
            Args{"-D__CUDACC_EXTENDED_LAMBDA__"});
  EXPECT_EQ(nvcc({"--extended-lambda"}), Args{"-D__CUDACC_EXTENDED_LAMBDA__"});
  EXPECT_EQ(nvcc({"-extended-lambda"}), Args{"-D__CUDACC_EXTENDED_LAMBDA__"});
}

TEST(NvccFlagsTest, FastMathAndDenormals) {
  EXPECT_EQ(nvcc({"--use_fast_math"}),
            (Args{"-fgpu-flush-denormals-to-zero",
                  "-fgpu-approx-transcendentals", "-D__USE_FAST_MATH__"}));
  EXPECT_EQ(nvcc({"-use_fast_math"}).size(), 3u);
  EXPECT_EQ(nvcc({"-ftz=true"}), Args{"-fgpu-flush-denormals-to-zero"});
  EXPECT_EQ(nvcc({"-ftz=false", "-prec-div=false", "--fmad", "true"}), Args{});
}

TEST(NvccFlagsTest, DebugInformation) {
  EXPECT_EQ(nvcc({"-G"}), Args{"-D__CUDACC_DEBUG__"});
  EXPECT_EQ(nvcc({"-g"}), Args{"-g"});
  EXPECT_EQ(nvcc({"--debug"}), Args{"-g"});
  EXPECT_EQ(nvcc({"-lineinfo"}), Args{});
  EXPECT_EQ(nvcc({"--generate-line-info"}), Args{});
}

TEST(NvccFlagsTest, LanguageAndStandard) {
  EXPECT_EQ(nvcc({"-x", "cu"}), Args{});
  EXPECT_EQ(nvcc({"--x=cu"}), Args{});
  EXPECT_EQ(nvcc({"-std=c++17"}), Args{"-std=c++17"});
  EXPECT_EQ(nvcc({"--std", "c++17"}), Args{"-std=c++17"});
  EXPECT_EQ(nvcc({"-std", "c++14"}), Args{"-std=c++14"});
  // Spelt as clang spells it: no note.
  EXPECT_EQ(notes({"-std=c++17"}), "");
  EXPECT_EQ(notes({"--std", "c++17"}), "'--std c++17' becomes '-std=c++17'\n");
}

TEST(NvccFlagsTest, RegisterAndWarningControlsAreDropped) {
  for (Args In :
       {Args{"-maxrregcount", "32"}, Args{"--maxrregcount=64"},
        Args{"-Werror", "all-warnings"},
        Args{"--Werror=cross-execution-space-call"},
        Args{"--diag-suppress", "177,550"}, Args{"-diag-suppress=20012"},
        Args{"-Wno-deprecated-gpu-targets"}, Args{"-res-usage"}})
    EXPECT_EQ(nvcc(In), Args{}) << In.front();
}

TEST(NvccFlagsTest, DefaultStream) {
  EXPECT_EQ(nvcc({"--default-stream", "per-thread"}),
            Args{"-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1"});
  EXPECT_EQ(nvcc({"-default-stream=per-thread"}),
            Args{"-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1"});
  EXPECT_EQ(nvcc({"--default-stream=legacy"}), Args{});
}

TEST(NvccFlagsTest, BuildStepsAndOutputsAreDropped) {
  EXPECT_EQ(nvcc({"-c", "-o", "a.o", "-MD", "-MT", "a.o", "-MF", "a.o.d",
                  "-forward-unknown-to-host-compiler", "-odir", "obj"}),
            Args{});
  EXPECT_EQ(nvcc({"--output-file=a.o", "--dependency-output", "a.d"}), Args{});
  // One note per flag, whatever its value.
  EXPECT_EQ(notes({"-o", "a.o"}),
            "dropped '-o ...': selects a build step or output; hipport only "
            "parses\n");
}

TEST(NvccFlagsTest, PreprocessorListsAreSplit) {
  EXPECT_EQ(nvcc({"-DA=1", "-D", "B", "--define-macro=C,D"}),
            (Args{"-DA=1", "-DB", "-DC", "-DD"}));
  EXPECT_EQ(nvcc({"-Iinclude", "-I", "a,b", "--include-path", "c"}),
            (Args{"-Iinclude", "-Ia", "-Ib", "-Ic"}));
  EXPECT_EQ(nvcc({"-isystem", "x", "--system-include=y"}),
            (Args{"-isystem", "x", "-isystem", "y"}));
  EXPECT_EQ(nvcc({"-UNDEBUG", "--pre-include", "p.h"}),
            (Args{"-UNDEBUG", "-include", "p.h"}));
  EXPECT_EQ(notes({"-DA=1", "-Iinclude"}), "");
}

TEST(NvccFlagsTest, SharedSpellingsAndUnknownFlagsPassThrough) {
  EXPECT_EQ(nvcc({"-O3", "-m64", "-fPIC", "-Wall", "-pthread"}),
            (Args{"-O3", "-m64", "-fPIC", "-Wall", "-pthread"}));
  EXPECT_EQ(nvcc({"--optimize", "2", "-O", "1"}), (Args{"-O2", "-O1"}));
  // Left for clang's validation, which rejects it.
  EXPECT_EQ(nvcc({"--no-such-nvcc-flag"}), Args{"--no-such-nvcc-flag"});
}

TEST(NvccFlagsTest, HostCompilerCommandsKeepTheirFlags) {
  TranslatedFlags T = translateHostFlags(
      {"-DX", "-Iinc", "-O2", "-fPIC", "-c", "-o", "a.o", "-MD", "-MF", "a.d",
       "-MTa.o", "-x", "c++", "-Werror", "-Werror=format", "-std=c++20"});
  EXPECT_EQ(T.Args, (Args{"-DX", "-Iinc", "-O2", "-fPIC", "-std=c++20"}));
  EXPECT_EQ(T.Notes.size(), 8u);
}

TEST(NvccFlagsTest, EveryTranslationIsAcceptedByClang) {
  Args All = nvcc(
      {"-gencode", "arch=compute_80,code=sm_80", "-rdc=true",
       "--use_fast_math", "-G", "-g", "--expt-relaxed-constexpr",
       "--extended-lambda", "--default-stream", "per-thread", "--std", "c++17",
       "-noeh", "-m", "64", "-ftemplate-depth", "256",
       "-ftemplate-backtrace-limit=0", "-w", "--pre-include", "p.h"});
  EXPECT_FALSE(static_cast<bool>(validateUserArgs(All)));
}
