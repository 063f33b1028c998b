#include "Mapping/Version.h"
#include "gtest/gtest.h"

using namespace hipport;

TEST(VersionTest, ParsesMajorMinor) {
  std::optional<Version> V = Version::parse("6.2");
  ASSERT_TRUE(V);
  EXPECT_EQ(V->Major, 6u);
  EXPECT_EQ(V->Minor, 2u);
  EXPECT_EQ(V->str(), "6.2");
}

TEST(VersionTest, BareMajorMeansMinorZero) {
  EXPECT_EQ(Version::parse("7"), (Version{7, 0}));
}

TEST(VersionTest, RejectsGarbage) {
  EXPECT_FALSE(Version::parse(""));
  EXPECT_FALSE(Version::parse("six"));
  EXPECT_FALSE(Version::parse("6."));
  EXPECT_FALSE(Version::parse("6.x"));
}

TEST(VersionTest, OrdersByMajorThenMinor) {
  EXPECT_TRUE((Version{5, 2}) < (Version{6, 0}));
  EXPECT_TRUE((Version{6, 1}) < (Version{6, 2}));
  EXPECT_FALSE((Version{6, 2}) < (Version{6, 2}));
  EXPECT_FALSE((Version{7, 0}) < (Version{6, 9}));
}
