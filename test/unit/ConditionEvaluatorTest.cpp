#include "Checks/ConditionEvaluator.h"
#include "gtest/gtest.h"

using namespace hipport;

namespace {

/// CUDA_VERSION unknown, USE_ROCM defined as 1, anything else undefined.
MacroState lookup(llvm::StringRef Name) {
  if (Name == "CUDA_VERSION")
    return MacroState::unknown();
  if (Name == "USE_ROCM")
    return {true, 1};
  return {};
}

std::optional<long long> eval(llvm::StringRef Text) {
  return evaluateCondition(Text, lookup);
}

} // namespace

TEST(ConditionEvaluatorTest, UnknownMacroMakesItsTermUnknown) {
  EXPECT_EQ(eval("CUDA_VERSION >= 9000"), std::nullopt);
  EXPECT_EQ(eval("defined(CUDA_VERSION)"), std::nullopt);
  EXPECT_EQ(eval("defined CUDA_VERSION"), std::nullopt);
  EXPECT_EQ(eval("!defined(CUDA_VERSION)"), std::nullopt);
}

TEST(ConditionEvaluatorTest, KnownTermsDecideAroundAnUnknownOne) {
  EXPECT_EQ(eval("CUDA_VERSION >= 9000 || defined(USE_ROCM)"), 1);
  EXPECT_EQ(eval("defined(CUDA_VERSION) && !defined(USE_ROCM)"), 0);
  EXPECT_EQ(eval("!defined(USE_ROCM) || CUDA_VERSION >= 11000"), std::nullopt);
}

TEST(ConditionEvaluatorTest, UndefinedIsZero) {
  EXPECT_EQ(eval("OTHER"), 0);
  EXPECT_EQ(eval("defined(OTHER) || USE_ROCM == 1"), 1);
}
