#include "Report/UnifiedDiff.h"
#include "gtest/gtest.h"

using namespace hipport;

TEST(UnifiedDiffTest, EqualTextsHaveNoDiff) {
  EXPECT_EQ(unifiedDiff("a\nb\n", "a\nb\n", "f.cu"), "");
}

TEST(UnifiedDiffTest, OneChangedLineWithContext) {
  std::string Old = "1\n2\n3\n4\ncudaMalloc\n6\n7\n8\n9\n";
  std::string New = "1\n2\n3\n4\nhipMalloc\n6\n7\n8\n9\n";
  EXPECT_EQ(unifiedDiff(Old, New, "f.cu"), "--- a/f.cu\n+++ b/f.cu\n"
                                           "@@ -2,7 +2,7 @@\n"
                                           " 2\n 3\n 4\n-cudaMalloc\n"
                                           "+hipMalloc\n 6\n 7\n 8\n");
}

TEST(UnifiedDiffTest, InsertedLineAtTheStart) {
  EXPECT_EQ(unifiedDiff("a\nb\n", "#include <h>\na\nb\n", "f.cu"),
            "--- a/f.cu\n+++ b/f.cu\n@@ -1,2 +1,3 @@\n+#include <h>\n a\n b\n");
}

TEST(UnifiedDiffTest, DistantChangesMakeTwoHunks) {
  std::string Old, New;
  for (int I = 0; I < 20; ++I) {
    Old += "line" + std::to_string(I) + "\n";
    New += (I == 2 || I == 17 ? "new" : "line") + std::to_string(I) + "\n";
  }
  std::string Diff = unifiedDiff(Old, New, "f.cu");
  EXPECT_NE(Diff.find("@@ -1,6 +1,6 @@\n"), std::string::npos) << Diff;
  EXPECT_NE(Diff.find("@@ -15,6 +15,6 @@\n"), std::string::npos) << Diff;
}
