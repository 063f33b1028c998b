//===- IncludeInsertion.cpp -----------------------------------------------===//
#include "Rewrite/IncludeInsertion.h"
#include "Rewrite/ConversionResult.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace hipport;

namespace {

/// Reads the text line by line, skipping blank lines and comments.
class LineCursor {
public:
  explicit LineCursor(llvm::StringRef Text) : Text(Text) {}

  /// Moves to the start of the next line holding code; returns its text.
  llvm::StringRef nextCodeLine() {
    while (Pos < Text.size()) {
      size_t End = Text.find('\n', Pos);
      if (End == llvm::StringRef::npos)
        End = Text.size();
      llvm::StringRef Line = Text.slice(Pos, End).trim();
      if (InBlockComment) {
        size_t Close = Line.find("*/");
        if (Close == llvm::StringRef::npos) {
          Pos = End + 1;
          continue;
        }
        InBlockComment = false;
        Line = Line.drop_front(Close + 2).trim();
      }
      if (Line.empty() || Line.starts_with("//")) {
        Pos = End + 1;
        continue;
      }
      if (Line.starts_with("/*")) {
        size_t Close = Line.find("*/", 2);
        if (Close == llvm::StringRef::npos) {
          InBlockComment = true;
          Pos = End + 1;
          continue;
        }
        if (Line.drop_front(Close + 2).trim().empty()) {
          Pos = End + 1;
          continue;
        }
      }
      return Line;
    }
    return {};
  }
  size_t lineStart() const { return std::min(Pos, Text.size()); }
  void skipLine() {
    size_t End = Text.find('\n', Pos);
    Pos = End == llvm::StringRef::npos ? Text.size() : End + 1;
  }

private:
  llvm::StringRef Text;
  size_t Pos = 0;
  bool InBlockComment = false;
};

llvm::StringRef directiveWords(llvm::StringRef Line,
                               llvm::SmallVectorImpl<llvm::StringRef> &Words) {
  if (!Line.consume_front("#"))
    return {};
  // `#ifndef X`, `# ifndef\tX // guard`: words split at blanks and tabs.
  while (!(Line = Line.ltrim(" \t")).empty()) {
    size_t End = Line.find_first_of(" \t");
    Words.push_back(Line.take_front(End));
    Line = Line.drop_front(std::min(End, Line.size()));
  }
  return Words.empty() ? llvm::StringRef() : Words[0];
}

/// The macro an include guard's opening line tests: X of `#ifndef X`,
/// `#if !defined(X)` or `#if !defined X`; empty for any other line.
std::string guardMacro(llvm::StringRef Line) {
  llvm::SmallVector<llvm::StringRef, 4> Words;
  llvm::StringRef Directive = directiveWords(Line, Words);
  if (Directive == "ifndef" && Words.size() > 1)
    return Words[1].str();
  if (Directive != "if")
    return {};
  // The condition without blanks, up to a comment.
  std::string Condition;
  for (llvm::StringRef W : llvm::ArrayRef(Words).drop_front()) {
    if (W.starts_with("//") || W.starts_with("/*"))
      break;
    Condition += W.str();
  }
  llvm::StringRef Name(Condition);
  if (!Name.consume_front("!defined") ||
      (Name.consume_front("(") && !Name.consume_back(")")) || Name.empty() ||
      !llvm::all_of(Name, [](char C) { return llvm::isAlnum(C) || C == '_'; }))
    return {};
  return Name.str();
}

} // namespace

unsigned hipport::hipRuntimeInsertionOffset(llvm::StringRef Text) {
  LineCursor Cursor(Text);
  llvm::StringRef First = Cursor.nextCodeLine();
  size_t Start = Cursor.lineStart();
  llvm::SmallVector<llvm::StringRef, 4> Words;
  llvm::StringRef Directive = directiveWords(First, Words);
  if (Directive == "pragma" && Words.size() > 1 && Words[1] == "once") {
    Cursor.skipLine();
    return Cursor.lineStart();
  }
  if (std::string Guard = guardMacro(First); !Guard.empty()) {
    Cursor.skipLine();
    llvm::SmallVector<llvm::StringRef, 4> DefineWords;
    llvm::StringRef Next = Cursor.nextCodeLine();
    if (directiveWords(Next, DefineWords) == "define" &&
        DefineWords.size() > 1 && DefineWords[1] == Guard) {
      Cursor.skipLine();
      return Cursor.lineStart();
    }
  }
  return Start;
}

void hipport::insertHipRuntimeInclude(FileConversion &File) {
  unsigned Offset = hipRuntimeInsertionOffset(File.Original);
  // After a last line without a newline (`#pragma once` at the end).
  bool NeedsBreak = Offset == File.Original.size() && Offset > 0 &&
                    File.Original.back() != '\n';
  // Ahead of a fix inserted at the same place (an #if around the first
  // definition).
  File.Edits.insertFirst(Offset, std::string(NeedsBreak ? "\n" : "") +
                                     "#include <hip/hip_runtime.h>\n");
  File.HipRuntimeInserted = true;
}
