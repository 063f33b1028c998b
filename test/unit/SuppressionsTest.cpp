#include "Diagnostics/Suppressions.h"
#include "gtest/gtest.h"

using namespace hipport;

TEST(SuppressionsTest, HipportIgnoreOnTheLineOrAbove) {
  SuppressionIndex Index(
      "x & 31; // hipport: ignore[hipport-warp-lane-arithmetic]\n"
      "// hipport: ignore[hipport-warp-full-mask]\n"
      "f(0xffffffff);\n"
      "g();\n");
  EXPECT_TRUE(Index.suppresses(1, "hipport-warp-lane-arithmetic"));
  EXPECT_FALSE(Index.suppresses(1, "hipport-warp-full-mask"));
  EXPECT_TRUE(Index.suppresses(3, "hipport-warp-full-mask"));
  EXPECT_FALSE(Index.suppresses(4, "hipport-warp-full-mask"));
}

TEST(SuppressionsTest, NolintForms) {
  SuppressionIndex Index("a(); // NOLINT\n"
                         "b(); // NOLINT(hipport-warp-*)\n"
                         "// NOLINTNEXTLINE(hipport-inline-ptx)\n"
                         "c();\n"
                         "// NOLINTBEGIN(hipport-lds-budget)\n"
                         "d();\n"
                         "e();\n"
                         "// NOLINTEND(hipport-lds-budget)\n"
                         "f();\n");
  EXPECT_TRUE(Index.suppresses(1, "anything"));
  EXPECT_TRUE(Index.suppresses(2, "hipport-warp-full-mask"));
  EXPECT_FALSE(Index.suppresses(2, "hipport-inline-ptx"));
  EXPECT_TRUE(Index.suppresses(4, "hipport-inline-ptx"));
  EXPECT_TRUE(Index.suppresses(6, "hipport-lds-budget"));
  EXPECT_TRUE(Index.suppresses(7, "hipport-lds-budget"));
  EXPECT_FALSE(Index.suppresses(7, "hipport-inline-ptx"));
  EXPECT_FALSE(Index.suppresses(9, "hipport-lds-budget"));
}

TEST(SuppressionsTest, GlobLists) {
  EXPECT_TRUE(ruleMatchesGlobList("hipport-warp-full-mask", "hipport-warp-*"));
  EXPECT_TRUE(ruleMatchesGlobList("hipport-lds-budget", "a, hipport-lds-*"));
  EXPECT_FALSE(ruleMatchesGlobList("hipport-lds-budget", "hipport-warp-*"));
}
