#include "Rewrite/FileEdits.h"
#include "gtest/gtest.h"

using namespace hipport;

TEST(FileEditsTest, AppliesNonOverlappingEdits) {
  FileEdits Edits;
  llvm::StringRef Text = "cudaMalloc(p); cudaFree(p);";
  EXPECT_EQ(Edits.add(0, 10, "hipMalloc"), FileEdits::AddResult::Added);
  EXPECT_EQ(Edits.add(15, 8, "hipFree"), FileEdits::AddResult::Added);
  EXPECT_EQ(Edits.apply(Text), "hipMalloc(p); hipFree(p);");
}

TEST(FileEditsTest, IdenticalEditIsADuplicateAndDifferentOneAConflict) {
  FileEdits Edits;
  EXPECT_EQ(Edits.add(0, 4, "hip"), FileEdits::AddResult::Added);
  EXPECT_EQ(Edits.add(0, 4, "hip"), FileEdits::AddResult::Duplicate);
  EXPECT_EQ(Edits.add(0, 4, "roc"), FileEdits::AddResult::Conflict);
  EXPECT_EQ(Edits.add(2, 4, "x"), FileEdits::AddResult::Conflict);
  EXPECT_EQ(Edits.size(), 1u);
}

TEST(FileEditsTest, InsertionAtStartIsKeptWithAReplacementThere) {
  FileEdits Edits;
  llvm::StringRef Text = "cudaX;";
  EXPECT_EQ(Edits.add(0, 0, "#include <h>\n"), FileEdits::AddResult::Added);
  EXPECT_EQ(Edits.add(0, 5, "hipX"), FileEdits::AddResult::Added);
  EXPECT_EQ(Edits.apply(Text), "#include <h>\nhipX;");
}

TEST(FileEditsTest, AbsorbRendersInnerEditsIntoTheOuterOne) {
  FileEdits Edits;
  llvm::StringRef Text = "f(cudaA, cudaB)";
  ASSERT_EQ(Edits.add(2, 5, "hipA"), FileEdits::AddResult::Added);
  ASSERT_EQ(Edits.add(9, 5, "hipB"), FileEdits::AddResult::Added);
  std::string Inner = Edits.textWithEdits(Text, 2, 14);
  EXPECT_EQ(Inner, "hipA, hipB");
  ASSERT_TRUE(Edits.absorb(2, 14, "W(" + Inner + ")"));
  EXPECT_EQ(Edits.size(), 1u);
  EXPECT_EQ(Edits.apply(Text), "f(W(hipA, hipB))");
}

TEST(FileEditsTest, AbsorbRefusesAStraddlingEdit) {
  FileEdits Edits;
  ASSERT_EQ(Edits.add(3, 4, "x"), FileEdits::AddResult::Added);
  EXPECT_FALSE(Edits.absorb(5, 10, "y"));
  EXPECT_EQ(Edits.size(), 1u);
}

TEST(FileEditsTest, InsertFirstGoesAheadOfAnInsertionAtTheSamePlace) {
  FileEdits Edits;
  EXPECT_EQ(Edits.add(4, 0, "#if X\n"), FileEdits::AddResult::Added);
  EXPECT_EQ(Edits.add(4, 0, "#include <a>\n"), FileEdits::AddResult::Conflict);
  EXPECT_EQ(Edits.insertFirst(4, "#include <a>\n"),
            FileEdits::AddResult::Added);
  EXPECT_EQ(Edits.insertFirst(4, "#include <a>\n"),
            FileEdits::AddResult::Duplicate);
  EXPECT_EQ(Edits.insertFirst(0, "// top\n"), FileEdits::AddResult::Added);
  EXPECT_EQ(Edits.apply("abc\nint f();\n"),
            "// top\nabc\n#include <a>\n#if X\nint f();\n");
}
