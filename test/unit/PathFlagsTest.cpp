#include "Frontend/PathFlags.h"
#include "gtest/gtest.h"

using namespace hipport;
using Args = std::vector<std::string>;

namespace {
const llvm::StringRef Flags[] = {"--include-directory=", "-isystem", "-I"};
} // namespace

TEST(PathFlagsTest, JoinedAndSeparateValues) {
  Args Line = {"-Ia", "-I", "b", "-isystem/c", "--include-directory=d", "-O2"};
  auto Joined = pathFlagAt(Line, 0, Flags);
  ASSERT_TRUE(Joined);
  EXPECT_EQ(Joined->Flag, "-I");
  EXPECT_EQ(Joined->Value, "a");
  EXPECT_EQ(Joined->width(), 1u);

  auto Separate = pathFlagAt(Line, 1, Flags);
  ASSERT_TRUE(Separate);
  EXPECT_EQ(Separate->Value, "b");
  EXPECT_TRUE(Separate->Separate);
  EXPECT_EQ(Separate->width(), 2u);

  EXPECT_EQ(pathFlagAt(Line, 3, Flags)->Flag, "-isystem");
  EXPECT_EQ(pathFlagAt(Line, 3, Flags)->Value, "/c");
  EXPECT_EQ(pathFlagAt(Line, 4, Flags)->Value, "d");
  EXPECT_FALSE(pathFlagAt(Line, 5, Flags));
}

TEST(PathFlagsTest, FlagEndingTheLineHasNoValue) {
  Args Line = {"-O2", "-I"};
  auto Use = pathFlagAt(Line, 1, Flags);
  ASSERT_TRUE(Use);
  EXPECT_TRUE(Use->Value.empty());
  EXPECT_EQ(Use->width(), 1u);
}

TEST(PathFlagsTest, EqualsFlagsTakeOnlyJoinedValues) {
  Args Line = {"--include-directory=", "x"};
  auto Use = pathFlagAt(Line, 0, Flags);
  ASSERT_TRUE(Use);
  EXPECT_TRUE(Use->Value.empty());
  EXPECT_FALSE(Use->Separate);
}
