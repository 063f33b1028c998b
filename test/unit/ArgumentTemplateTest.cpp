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
