#include "Rewrite/ArgumentTemplate.h"
#include "gtest/gtest.h"

using namespace hipport;

static std::string render(const std::vector<std::string> &Template,
                          std::vector<std::string> Args) {
  return renderArgumentTemplate(Template, Args.size(),
                                [&](unsigned N) { return Args[N - 1]; });
}

TEST(ArgumentTemplateTest, SubstitutesAndWraps) {
  EXPECT_EQ(render({"HIP_SYMBOL($1)", "$2", "$3"}, {"sym", "src", "n"}),
            "HIP_SYMBOL(sym), src, n");
}

TEST(ArgumentTemplateTest, DropsWholeArgumentsTheCallDidNotSpell) {
  EXPECT_EQ(render({"$2", "$3", "$4"}, {"0xffffffff", "v", "16"}), "v, 16");
}

TEST(ArgumentTemplateTest, ReordersAndRepeats) {
  EXPECT_EQ(render({"$2", "$1", "$1 + 1"}, {"a", "b"}), "b, a, a + 1");
}

TEST(ArgumentTemplateTest, KeepsLiteralDollarSigns) {
  EXPECT_EQ(render({"\"$\"", "$1"}, {"x"}), "\"$\", x");
}

TEST(ArgumentTemplateTest, InPlaceWhenEachElementKeepsItsArgument) {
  std::optional<InPlaceTemplate> Plan =
      planInPlace({"HIP_SYMBOL($1)", "$2", "$3", "$4", "$5"}, 3);
  ASSERT_TRUE(Plan);
  EXPECT_EQ(Plan->PerArgument,
            (std::vector<std::string>{"HIP_SYMBOL($1)", "$2", "$3"}));
  EXPECT_TRUE(Plan->Appended.empty());
}

TEST(ArgumentTemplateTest, InPlaceAppendsLiterals) {
  std::optional<InPlaceTemplate> Plan = planInPlace({"$1", "0"}, 1);
  ASSERT_TRUE(Plan);
  EXPECT_EQ(Plan->Appended, (std::vector<std::string>{"0"}));
}

TEST(ArgumentTemplateTest, NotInPlaceWhenArgumentsMove) {
  EXPECT_FALSE(planInPlace({"$2", "$3", "$4"}, 3));
  EXPECT_FALSE(planInPlace({"$1"}, 2));
  // An element that needs an argument the call did not write.
  EXPECT_FALSE(planInPlace({"$1", "f($2)"}, 1));
}
