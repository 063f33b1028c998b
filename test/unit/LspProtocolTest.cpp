#include "Lsp/Positions.h"
#include "Lsp/Transport.h"
#include "Lsp/Uri.h"
#include "gtest/gtest.h"
#include <cstdio>
#include <cstring>

using namespace hipport;
using namespace hipport::lsp;

TEST(LspPositionsTest, CharactersCountUtf16CodeUnits) {
  // "é" is 2 bytes and 1 unit; "😀" (U+1F600) is 4 bytes and 2 units.
  LineIndex Lines("int x;\n\xc3\xa9\xf0\x9f\x98\x80y = 1;\r\nlast");
  Position P = Lines.positionOf(7 + 2 + 4); // The 'y'.
  EXPECT_EQ(P.Line, 1u);
  EXPECT_EQ(P.Character, 3u);
  EXPECT_EQ(Lines.offsetOf({1, 3}), 13u);
  // Past a line's end: clamped before its "\r\n".
  EXPECT_EQ(Lines.offsetOf({1, 100}), 19u);
  EXPECT_EQ(Lines.lineEnd(1), 19u);
  // Past the last line: the end of the text.
  EXPECT_EQ(Lines.offsetOf({9, 0}), 25u);
  // Inside a surrogate pair: the start of its character.
  EXPECT_EQ(Lines.offsetOf({1, 2}), 9u);
}

TEST(LspPositionsTest, FindingColumnsAreBytes) {
  LineIndex Lines("a\n  \xc3\xa9x\n");
  unsigned X = Lines.offsetOfLineColumn(2, 5);
  EXPECT_EQ(X, 6u);
  EXPECT_EQ(Lines.positionOf(X).Character, 3u);
  EXPECT_EQ(Lines.offsetOfLineColumn(2, 99), Lines.lineEnd(1));
}

TEST(LspUriTest, FileUrisRoundTripWithEscapes) {
  EXPECT_EQ(uriFromPath("/src/my kernels/a+b.cu"),
            "file:///src/my%20kernels/a%2Bb.cu");
  EXPECT_EQ(pathFromUri("file:///src/my%20kernels/a%2Bb.cu"),
            "/src/my kernels/a+b.cu");
  EXPECT_EQ(pathFromUri("file://localhost/x.cu"), "/x.cu");
  EXPECT_EQ(pathFromUri("untitled:Untitled-1"), std::nullopt);
  EXPECT_EQ(pathFromUri("file://otherhost/x.cu"), std::nullopt);
  EXPECT_EQ(pathFromUri("file:///a%00b.cu"), std::nullopt);
  // A stray '%' is kept as it is.
  EXPECT_EQ(pathFromUri("file:///100%.cu"), "/100%.cu");
}

/// Reads every message of Input with a limit of Max bytes.
static std::vector<IncomingMessage> readAll(const std::string &Input,
                                            size_t Max) {
  std::FILE *In =
      ::fmemopen(const_cast<char *>(Input.data()), Input.size(), "rb");
  Transport T(In, stdout, Max);
  std::vector<IncomingMessage> Messages;
  for (;;) {
    Messages.push_back(T.read());
    if (Messages.back().Status == IncomingMessage::End)
      break;
  }
  std::fclose(In);
  return Messages;
}

TEST(LspTransportTest, FramingErrorsDoNotStopTheStream) {
  auto Messages =
      readAll("Content-Length: 2\r\n\r\n{}"
              "Content-Length: 30\r\n\r\n0123456789012345678901234567"
              "89"
              "X-Other: 1\r\n\r\n"
              "content-length: 7\r\n\r\n[1, 2,]"
              "Content-Length: 2\r\n\r\n[]",
              /*Max=*/16);
  ASSERT_EQ(Messages.size(), 6u);
  EXPECT_EQ(Messages[0].Status, IncomingMessage::Message);
  EXPECT_EQ(Messages[1].Status, IncomingMessage::Oversized);
  EXPECT_EQ(Messages[2].Status, IncomingMessage::BadHeader);
  EXPECT_EQ(Messages[3].Status, IncomingMessage::BadJson);
  EXPECT_EQ(Messages[4].Status, IncomingMessage::Message);
  EXPECT_EQ(Messages[5].Status, IncomingMessage::End);
}

TEST(LspTransportTest, TruncatedBodyEndsTheStream) {
  auto Messages = readAll("Content-Length: 50\r\n\r\n{\"id\": 1", 1024);
  ASSERT_EQ(Messages.size(), 1u);
  EXPECT_EQ(Messages[0].Status, IncomingMessage::End);
}

TEST(LspTransportTest, ResynchronisesAfterAShortBody) {
  auto Messages = readAll(
      // Ends at the next header, outside a string.
      "Content-Length: 40\r\n\r\n{\"a\": 1}"
      "Content-Length: 2\r\n\r\n[]"
      // A header inside a string is text; the body is read to its length,
      // and the rest of the next message is skipped to the header after.
      "Content-Length: 39\r\n\r\n[\"Content-Length:"
      "Content-Length: 4\r\n\r\n[12]"
      "Content-Length: 3\r\n\r\n[3]",
      1024);
  ASSERT_EQ(Messages.size(), 5u);
  EXPECT_EQ(Messages[0].Status, IncomingMessage::ShortBody);
  EXPECT_EQ(Messages[1].Status, IncomingMessage::Message);
  EXPECT_EQ(Messages[1].Value, llvm::json::Value(llvm::json::Array{}));
  EXPECT_EQ(Messages[2].Status, IncomingMessage::BadJson);
  EXPECT_EQ(Messages[3].Status, IncomingMessage::Message);
  EXPECT_EQ(Messages[3].Skipped, "3 byte(s) before a Content-Length: header");
  EXPECT_EQ(Messages[3].Value, llvm::json::Value(llvm::json::Array{3}));
  EXPECT_EQ(Messages[4].Status, IncomingMessage::End);
}

/// Text after applying Changes (a JSON array of content changes) in order.
static std::string applied(std::string Text, llvm::StringRef Changes) {
  llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(Changes);
  EXPECT_TRUE(static_cast<bool>(Parsed));
  if (!Parsed)
    return llvm::toString(Parsed.takeError());
  for (const llvm::json::Value &Change : *Parsed->getAsArray())
    if (llvm::Error Err = applyContentChange(Text, Change))
      return "error: " + llvm::toString(std::move(Err));
  return Text;
}

/// A range change's JSON: lines L1:C1 to L2:C2 replaced with Text.
static std::string change(int L1, int C1, int L2, int C2, const char *Text) {
  return "{\"range\": {\"start\": {\"line\": " + std::to_string(L1) +
         ", \"character\": " + std::to_string(C1) +
         "}, \"end\": {\"line\": " + std::to_string(L2) +
         ", \"character\": " + std::to_string(C2) + "}}, \"text\": \"" + Text +
         "\"}";
}

TEST(LspSyncTest, RangeChangesApplyInOrderInUtf16Units) {
  // "é" is 2 bytes and 1 unit, "😀" 4 bytes and 2 units.
  std::string Text = "a\xc3\xa9\xf0\x9f\x98\x80z\r\nsecond\nthird";
  // After the emoji (character 4 of line 0) the 'z' becomes "Z!".
  EXPECT_EQ(applied(Text, "[" + change(0, 4, 0, 5, "Z!") + "]"),
            "a\xc3\xa9\xf0\x9f\x98\x80Z!\r\nsecond\nthird");
  // Across lines: from after "é" to the middle of "second", then a second
  // change in the text the first left.
  EXPECT_EQ(applied(Text, "[" + change(0, 2, 1, 3, "-\\nX") + ", " +
                              change(1, 0, 1, 1, "Y") + "]"),
            "a\xc3\xa9-\nYond\nthird");
  // Deleting the emoji, inserting at the very end, and past it.
  EXPECT_EQ(applied(Text, "[" + change(0, 2, 0, 4, "") + ", " +
                              change(2, 5, 2, 5, "!") + ", " +
                              change(7, 0, 8, 3, "?") + "]"),
            "a\xc3\xa9z\r\nsecond\nthird!?");
  // Past a line's end: clamped before its "\r\n".
  EXPECT_EQ(applied(Text, "[" + change(0, 50, 0, 60, ";") + "]"),
            "a\xc3\xa9\xf0\x9f\x98\x80z;\r\nsecond\nthird");
  // Without a range: the whole text, and ranges after it apply to it.
  EXPECT_EQ(applied(Text, "[{\"text\": \"new\\n\"}, " +
                              change(1, 0, 1, 0, "x") + "]"),
            "new\nx");
}

TEST(LspSyncTest, MalformedChangesAreErrors) {
  EXPECT_EQ(applied("abc", "[{\"range\": {\"start\": {\"line\": 0}}, "
                           "\"text\": \"x\"}]"),
            "error: a content change with a malformed range");
  EXPECT_EQ(applied("abc", "[" + change(0, 2, 0, 1, "x") + "]"),
            "error: a content change whose range ends before it starts");
  EXPECT_EQ(applied("abc", "[{\"range\": null}]"),
            "error: a content change without text");
}
