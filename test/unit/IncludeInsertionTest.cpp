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
