#include "Support/Utf8Text.h"
#include "gtest/gtest.h"

using namespace hipport;

TEST(Utf8TextTest, ValidTextIsUnchanged) {
  EXPECT_EQ(validUtf8("caf\xc3\xa9 \xe2\x82\xac 1"),
            "caf\xc3\xa9 \xe2\x82\xac 1");
  EXPECT_EQ(validUtf8(""), "");
}

TEST(Utf8TextTest, Latin1BytesBecomeEscapes) {
  EXPECT_EQ(validUtf8("caf\xe9.cu"), "caf\\xE9.cu");
  EXPECT_EQ(validUtf8("\xa9 1998"), "\\xA9 1998");
}

TEST(Utf8TextTest, TruncatedAndOverlongSequencesAreEscapedByteByByte) {
  // A sequence cut short at the end of the text.
  EXPECT_EQ(validUtf8("a\xe2\x82"), "a\\xE2\\x82");
  // An overlong encoding of '/', which is not UTF-8.
  EXPECT_EQ(validUtf8("\xc0\xaf"), "\\xC0\\xAF");
  // A lone continuation byte before a valid character.
  EXPECT_EQ(validUtf8("\x80\xc3\xa9"), "\\x80\xc3\xa9");
}

TEST(Utf8TextTest, UrisPercentEncodeTheBytes) {
  EXPECT_EQ(validUtf8Uri("src/caf\xe9.cu"), "src/caf%E9.cu");
  EXPECT_EQ(validUtf8Uri("src/caf\xc3\xa9.cu"), "src/caf\xc3\xa9.cu");
}
