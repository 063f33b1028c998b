//===- BuildFilesTest.cpp - The CMake lexer and the build-file scanners ---===//
#include "BuildFiles/BuildFileScan.h"
#include "BuildFiles/CMakeLexer.h"
#include "BuildFiles/WarpSizeDefinitions.h"
#include "Rewrite/FileEdits.h"
#include "gtest/gtest.h"

using namespace hipport;

namespace {

std::vector<std::string> values(const CMakeCommand &Command) {
  std::vector<std::string> Out;
  for (const CMakeArgument &Arg : Command.Args)
    Out.push_back(Arg.Value);
  return Out;
}

BuildFileScan scanCMake(llvm::StringRef Text) {
  return scanBuildFile(BuildFileKind::CMake, "CMakeLists.txt", Text,
                       BuildFileOptions{"gfx90a"});
}

/// The text with every fix of every finding applied.
std::string rewritten(llvm::StringRef Text) {
  FileEdits Edits;
  for (const Finding &F : scanCMake(Text).Findings)
    for (const FixIt &Fix : F.Fixes)
      Edits.add(Fix.Offset, Fix.Length, Fix.Text);
  return Edits.apply(Text);
}

std::vector<std::string> rulesOf(const BuildFileScan &Scan) {
  std::vector<std::string> Out;
  for (const Finding &F : Scan.Findings)
    Out.push_back(F.Rule + "@" + std::to_string(F.Line) + ":" +
                  std::to_string(F.Column));
  return Out;
}

} // namespace

TEST(CMakeLexerTest, CommandsArgumentsAndOffsets) {
  llvm::StringRef Text = "project(demo LANGUAGES CXX)\n"
                         "  Add_Executable (app main.cpp)\n";
  CMakeParse Parse = lexCMake(Text);
  ASSERT_FALSE(Parse.Error);
  ASSERT_EQ(Parse.Commands.size(), 2u);
  EXPECT_EQ(Parse.Commands[0].Name, "project");
  EXPECT_EQ(values(Parse.Commands[0]),
            (std::vector<std::string>{"demo", "LANGUAGES", "CXX"}));
  EXPECT_EQ(Parse.Commands[1].lowerName(), "add_executable");
  EXPECT_EQ(Parse.Commands[1].Offset, Text.find("Add_"));
  EXPECT_EQ(Parse.Commands[1].EndOffset, Text.rfind(')') + 1);
  const CMakeArgument &Main = Parse.Commands[1].Args[1];
  EXPECT_EQ(Text.substr(Main.Offset, Main.Length), "main.cpp");
}

TEST(CMakeLexerTest, QuotedBracketAndCommentsAreNotCommands) {
  llvm::StringRef Text = "# enable_language(CUDA)\n"
                         "#[[ project(x CUDA)\n ]]\n"
                         "set(A \"a \\\" ) b\\\n c\" [==[ ]] ) ]==] d) # x(\n";
  CMakeParse Parse = lexCMake(Text);
  ASSERT_FALSE(Parse.Error) << *Parse.Error;
  ASSERT_EQ(Parse.Commands.size(), 1u);
  const CMakeCommand &Set = Parse.Commands[0];
  ASSERT_EQ(Set.Args.size(), 4u);
  EXPECT_EQ(Set.Args[1].K, CMakeArgument::Quoted);
  EXPECT_EQ(Set.Args[1].Value, "a \\\" ) b\\\n c");
  EXPECT_EQ(Set.Args[2].K, CMakeArgument::Bracket);
  EXPECT_EQ(Set.Args[2].Value, " ]] ) ");
  EXPECT_EQ(Set.Args[3].Value, "d");
}

TEST(CMakeLexerTest, NestedParenthesesStayInTheCommand) {
  CMakeParse Parse = lexCMake("if((A OR B) AND C)\nendif()\n");
  ASSERT_FALSE(Parse.Error);
  ASSERT_EQ(Parse.Commands.size(), 2u);
  EXPECT_EQ(values(Parse.Commands[0]),
            (std::vector<std::string>{"(", "A", "OR", "B", ")", "AND", "C"}));
  EXPECT_TRUE(Parse.Commands[0].Args[0].isParen());
}

TEST(CMakeLexerTest, MalformedFilesStopWithAnError) {
  llvm::StringRef Text = "project(a)\nset(B \"x\nenable_language(";
  CMakeParse Unclosed = lexCMake(Text);
  ASSERT_TRUE(Unclosed.Error);
  // The error points at the quote that was never closed.
  EXPECT_EQ(Unclosed.ErrorOffset, Text.find('"'));
  EXPECT_EQ(Unclosed.Commands.size(), 1u);
  EXPECT_EQ(*Unclosed.Error, "unterminated quoted argument");
  CMakeParse NoParen = lexCMake("project(a)\nendif\n");
  ASSERT_TRUE(NoParen.Error);
  EXPECT_EQ(*NoParen.Error, "expected '(' after 'endif'");
  EXPECT_EQ(lexCMake("#[=[ open").Error.value_or(""),
            "unterminated bracket argument or comment");
}

TEST(BuildFileScanTest, KindsByFileName) {
  EXPECT_EQ(buildFileKind("a/CMakeLists.txt"), BuildFileKind::CMake);
  EXPECT_EQ(buildFileKind("cmake/cuda.cmake"), BuildFileKind::CMake);
  EXPECT_EQ(buildFileKind("Makefile"), BuildFileKind::Make);
  EXPECT_EQ(buildFileKind("GNUmakefile"), BuildFileKind::Make);
  EXPECT_EQ(buildFileKind("rules.mk"), BuildFileKind::Make);
  EXPECT_EQ(buildFileKind("notes.txt"), BuildFileKind::None);
  EXPECT_EQ(buildFileKind("kernel.cu"), BuildFileKind::None);
}

TEST(CMakeScannerTest, LanguagesBecomeHip) {
  EXPECT_EQ(rewritten("project(p CXX CUDA)\n"), "project(p CXX HIP)\n");
  EXPECT_EQ(rewritten("project(p VERSION 1.0 LANGUAGES CUDA CXX)\n"),
            "project(p VERSION 1.0 LANGUAGES HIP CXX)\n");
  // A project named CUDA keeps its name; a description is not a language.
  EXPECT_EQ(rewritten("project(CUDA DESCRIPTION CUDA LANGUAGES C)\n"),
            "project(CUDA DESCRIPTION CUDA LANGUAGES C)\n");
  EXPECT_EQ(rewritten("enable_language(\"CUDA\")\n"),
            "enable_language(\"HIP\")\n");
  EXPECT_EQ(rewritten("set_source_files_properties(a.cu PROPERTIES LANGUAGE "
                      "CUDA)\n"),
            "set_source_files_properties(a.cu PROPERTIES LANGUAGE HIP)\n");
  EXPECT_EQ(rewritten("target_compile_definitions(t PRIVATE "
                      "$<$<COMPILE_LANGUAGE:CXX,CUDA>:X>)\n"),
            "target_compile_definitions(t PRIVATE "
            "$<$<COMPILE_LANGUAGE:CXX,HIP>:X>)\n");
  // Comments, messages and bracket arguments are not build logic.
  llvm::StringRef Untouched = "# project(p CUDA)\nmessage(\"LANGUAGE CUDA "
                              "CUDA::cublas\")\nset(X [[CUDA::cublas]])\n";
  EXPECT_TRUE(scanCMake(Untouched).Findings.empty());
}

TEST(CMakeScannerTest, ArchitecturesTakeTheOffloadArch) {
  EXPECT_EQ(rewritten("set(CMAKE_CUDA_ARCHITECTURES 70 80-real)\n"),
            "set(CMAKE_HIP_ARCHITECTURES gfx90a)\n");
  EXPECT_EQ(rewritten("set_target_properties(t PROPERTIES CUDA_ARCHITECTURES "
                      "\"70;86\" POSITION_INDEPENDENT_CODE ON)\n"),
            "set_target_properties(t PROPERTIES HIP_ARCHITECTURES gfx90a "
            "POSITION_INDEPENDENT_CODE ON)\n");
  // A value hipport cannot read is left for a person; the name changes.
  BuildFileScan Scan = scanCMake("set(CMAKE_CUDA_ARCHITECTURES ${ARCHS})\n");
  ASSERT_EQ(Scan.Findings.size(), 1u);
  EXPECT_EQ(Scan.Findings[0].Fixes.size(), 1u);
  EXPECT_EQ(rewritten("set(CMAKE_CUDA_ARCHITECTURES ${ARCHS})\n"),
            "set(CMAKE_HIP_ARCHITECTURES ${ARCHS})\n");
}

TEST(CMakeScannerTest, PropertiesWithAndWithoutHipTwin) {
  EXPECT_EQ(rewritten("set(CMAKE_CUDA_STANDARD 17)\nset_property(TARGET t "
                      "PROPERTY CUDA_STANDARD_REQUIRED ON)\n"),
            "set(CMAKE_HIP_STANDARD 17)\nset_property(TARGET t PROPERTY "
            "HIP_STANDARD_REQUIRED ON)\n");
  llvm::StringRef Text =
      "set(CMAKE_CUDA_FLAGS \"${CMAKE_CUDA_FLAGS} -lineinfo\")\n"
      "set_target_properties(t PROPERTIES CUDA_SEPARABLE_COMPILATION ON)\n";
  BuildFileScan Scan = scanCMake(Text);
  // One finding per command for a name it mentions twice; no fixes.
  EXPECT_EQ(rulesOf(Scan),
            (std::vector<std::string>{"hipport-cmake-cuda-property@1:5",
                                      "hipport-cmake-cuda-property@2:36"}));
  EXPECT_EQ(rewritten(Text), Text);
}

TEST(CMakeScannerTest, ToolkitTargetsAndPackages) {
  // find_package(CUDAToolkit) becomes the packages of the targets used.
  EXPECT_EQ(rewritten("  find_package(CUDAToolkit 11 REQUIRED)\n"
                      "target_link_libraries(app CUDA::cudart "
                      "CUDA::cublas_static CUDA::curand)\n"),
            "  find_package(hip REQUIRED)\n"
            "  find_package(hipblas REQUIRED)\n"
            "  find_package(hiprand REQUIRED)\n"
            "target_link_libraries(app hip::host roc::hipblas "
            "hip::hiprand)\n");
  // Without it, once before the first use; packages already found stay.
  EXPECT_EQ(rewritten("find_package(hip)\nif(X)\n  target_link_libraries(a\n"
                      "    CUDA::cufft CUDA::cudart)\n  "
                      "target_link_libraries(b CUDA::cufft)\nendif()\n"),
            "find_package(hip)\nif(X)\n  find_package(hipfft REQUIRED)\n"
            "  target_link_libraries(a\n    hip::hipfft hip::host)\n  "
            "target_link_libraries(b hip::hipfft)\nendif()\n");
  // Plain library names and -l flags in link commands.
  EXPECT_EQ(rewritten("target_link_libraries(app cudart -lcusparse cuda)\n"),
            "find_package(hip REQUIRED)\nfind_package(hipsparse REQUIRED)\n"
            "target_link_libraries(app hip::host roc::hipsparse cuda)\n");
  // No replacement: reported with advice, left as it is.
  llvm::StringRef Nvtx = "target_link_libraries(app CUDA::nvToolsExt "
                         "CUDA::nppc CUDA::madeup)\n";
  BuildFileScan Scan = scanCMake(Nvtx);
  ASSERT_EQ(Scan.Findings.size(), 3u);
  EXPECT_NE(Scan.Findings[0].Message.find("ROCTX"), std::string::npos);
  EXPECT_NE(Scan.Findings[1].Message.find("no NPP counterpart"),
            std::string::npos);
  EXPECT_NE(Scan.Findings[2].Message.find("does not know"), std::string::npos);
  EXPECT_EQ(rewritten(Nvtx), Nvtx);
}

TEST(CMakeScannerTest, CudaSourcesGetLanguageHip) {
  EXPECT_EQ(rewritten("add_executable(app main.cpp k.cu \"${D}/l.cu\") # x\n"
                      "  set(SRC a.cu)\n"),
            "add_executable(app main.cpp k.cu \"${D}/l.cu\") # x\n"
            "set_source_files_properties(k.cu \"${D}/l.cu\" PROPERTIES "
            "LANGUAGE HIP)\n"
            "  set(SRC a.cu)\n"
            "  set_source_files_properties(a.cu PROPERTIES LANGUAGE HIP)\n");
  EXPECT_EQ(rewritten("file(GLOB KERNELS src/*.cu)"),
            "file(GLOB KERNELS src/*.cu)\nset_source_files_properties("
            "${KERNELS} PROPERTIES LANGUAGE HIP)");
  // Sources that already have a language are left alone.
  llvm::StringRef Covered =
      "set(SRC a.cu)\nadd_library(l b.cu)\n"
      "set_source_files_properties(${SRC} b.cu PROPERTIES LANGUAGE HIP)\n";
  EXPECT_TRUE(scanCMake(Covered).Findings.empty());
}

TEST(CMakeScannerTest, FindCudaIsReportedOnly) {
  llvm::StringRef Text = "find_package(CUDA 10 REQUIRED)\n"
                         "list(APPEND CUDA_NVCC_FLAGS -O3)\n"
                         "cuda_add_executable(app main.cu)\n";
  BuildFileScan Scan = scanCMake(Text);
  EXPECT_EQ(rulesOf(Scan),
            (std::vector<std::string>{"hipport-cmake-findcuda@1:1",
                                      "hipport-cmake-findcuda@2:13",
                                      "hipport-cmake-findcuda@3:1"}));
  EXPECT_NE(Scan.Findings[2].Message.find("add_executable() with its .cu"),
            std::string::npos);
  EXPECT_EQ(rewritten(Text), Text);
}

TEST(CMakeScannerTest, AParseErrorIsReported) {
  BuildFileScan Scan = scanCMake("project(p CUDA)\n\nset(X \"open\n");
  EXPECT_EQ(Scan.Error, "unterminated quoted argument");
  EXPECT_EQ(Scan.ErrorLine, 3u);
  EXPECT_EQ(Scan.Findings.size(), 1u);
}

TEST(MakefileScannerTest, NvccFlagsLibrariesAndPaths) {
  llvm::StringRef Text =
      "CUDA_HOME ?= /usr/local/cuda # CUDA_PATH in a comment\n"
      "NVCC=nvcc\n"
      "\t$(NVCC) -arch=sm_80 -gencode=arch=compute_70,code=sm_70 -c k.cu\n"
      "\t$(CXX) -o app k.o -L$(CUDA_HOME)/lib64 -lcudart -lnppc -lm\n";
  BuildFileScan Scan = scanBuildFile(BuildFileKind::Make, "Makefile", Text,
                                     BuildFileOptions{"gfx90a"});
  EXPECT_EQ(rulesOf(Scan),
            (std::vector<std::string>{
                "hipport-make-cuda-path@1:1", "hipport-make-nvcc@2:6",
                "hipport-make-nvcc@3:10", "hipport-make-nvcc@3:22",
                "hipport-make-cuda-path@4:24", "hipport-make-cuda-library@4:41",
                "hipport-make-cuda-library@4:50"}));
  EXPECT_NE(Scan.Findings[2].Message.find("--offload-arch=gfx90a"),
            std::string::npos);
  EXPECT_NE(Scan.Findings[5].Message.find("-lamdhip64"), std::string::npos);
  for (const Finding &F : Scan.Findings)
    EXPECT_TRUE(F.Fixes.empty());
}

TEST(WarpSizeDefinitionsTest, FlagsAndBareDefinitions) {
  auto Found = findWarpSizeDefinitions(
      "-O3 -DWARP_SIZE=32 -D kWarpSize=(32) -DHALF_WARP_SIZE=16 "
      "-DWARP_SIZE=64 -DBLOCK=32 WARPSZ=32u",
      /*BareDefinitions=*/false);
  ASSERT_EQ(Found.size(), 2u);
  EXPECT_EQ(Found[0].Name, "WARP_SIZE");
  EXPECT_EQ(Found[0].Offset, 4u);
  EXPECT_EQ(Found[1].Name, "kWarpSize");
  EXPECT_EQ(Found[1].Offset, 19u); // The lone -D.

  auto Bare = findWarpSizeDefinitions("WARPSZ=32u THREADS_PER_WARP=32",
                                      /*BareDefinitions=*/true);
  ASSERT_EQ(Bare.size(), 2u);
  EXPECT_EQ(Bare[0].Name, "WARPSZ");
  EXPECT_EQ(Bare[1].Name, "THREADS_PER_WARP");
  EXPECT_TRUE(findWarpSizeDefinitions("WARP_SIZE=32", false).empty());
}

TEST(WarpSizeDefinitionsTest, ReportedInBothKindsOfBuildFile) {
  EXPECT_EQ(rulesOf(scanBuildFile(BuildFileKind::Make, "Makefile",
                                  "CFLAGS := -DWARP_SIZE=32 # -DWARPSIZE=32\n",
                                  BuildFileOptions{"gfx90a"})),
            std::vector<std::string>{"hipport-build-warp-size@1:11"});
  EXPECT_EQ(
      rulesOf(scanCMake("target_compile_definitions(app PRIVATE WARP_SIZE=32)\n"
                        "add_compile_options(\"-O3 -DLANES_PER_WARP=32\")\n"
                        "set(VALUES WARP_SIZE=32)\n")),
      (std::vector<std::string>{"hipport-build-warp-size@1:40",
                                "hipport-build-warp-size@2:26"}));
}
