#include "Rewrite/IncludeInsertion.h"
#include "gtest/gtest.h"

using namespace hipport;

TEST(IncludeInsertionTest, AtStartWhenNoPreamble) {
  EXPECT_EQ(hipRuntimeInsertionOffset("__global__ void k();\n"), 0u);
}

TEST(IncludeInsertionTest, AfterLeadingComments) {
  llvm::StringRef Text = "// Copyright\n/* more\n text */\n\nint x;\n";
  EXPECT_EQ(Text.substr(hipRuntimeInsertionOffset(Text)), "int x;\n");
}

TEST(IncludeInsertionTest, AfterPragmaOnce) {
  llvm::StringRef Text = "// h\n#pragma once\n__device__ int f();\n";
  EXPECT_EQ(Text.substr(hipRuntimeInsertionOffset(Text)),
            "__device__ int f();\n");
}

TEST(IncludeInsertionTest, InsideIncludeGuard) {
  llvm::StringRef Text = "#ifndef A_H\n#define A_H\nint f();\n#endif\n";
  EXPECT_EQ(Text.substr(hipRuntimeInsertionOffset(Text)), "int f();\n#endif\n");
}

TEST(IncludeInsertionTest, NotAfterAnUnrelatedIfndef) {
  llvm::StringRef Text = "#ifndef N\n#define M 1\n#endif\n";
  EXPECT_EQ(hipRuntimeInsertionOffset(Text), 0u);
}

TEST(IncludeInsertionTest, InsideIfNotDefinedGuards) {
  for (llvm::StringRef Text :
       {"#if !defined(A_H)\n#define A_H\nint f();\n#endif\n",
        "#if !defined A_H // guard\n#define A_H 1\nint f();\n#endif\n",
        "/* license */\n#\tifndef\tA_H\n# define A_H\nint f();\n#endif\n"})
    EXPECT_EQ(Text.substr(hipRuntimeInsertionOffset(Text)),
              "int f();\n#endif\n")
        << Text.str();
}

TEST(IncludeInsertionTest, NotInsideAConditionThatIsNoGuard) {
  for (llvm::StringRef Text :
       {"#if !defined(A) && B\n#define A\n#endif\n",
        "#if !defined(A)\n#define B\n#endif\n",
        "#ifdef USE_FP16\n#include <cuda_fp16.h>\n#endif\n"})
    EXPECT_EQ(hipRuntimeInsertionOffset(Text), 0u) << Text.str();
}
