//===- Utf8Text.cpp -------------------------------------------------------===//
#include "Support/Utf8Text.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"

using namespace hipport;

/// Text with each byte outside a UTF-8 sequence written as Prefix and two
/// hex digits.
static std::string escapeInvalid(llvm::StringRef Text, llvm::StringRef Prefix) {
  std::string Out;
  Out.reserve(Text.size());
  const auto *Cursor = reinterpret_cast<const llvm::UTF8 *>(Text.begin());
  const auto *End = reinterpret_cast<const llvm::UTF8 *>(Text.end());
  while (Cursor < End) {
    unsigned Length = llvm::getNumBytesForUTF8(*Cursor);
    if (llvm::isLegalUTF8Sequence(Cursor, End)) {
      Out.append(reinterpret_cast<const char *>(Cursor), Length);
      Cursor += Length;
      continue;
    }
    Out += Prefix;
    Out += llvm::hexdigit(*Cursor >> 4);
    Out += llvm::hexdigit(*Cursor & 0xF);
    ++Cursor;
  }
  return Out;
}

std::string hipport::validUtf8(llvm::StringRef Text) {
  return escapeInvalid(Text, "\\x");
}

std::string hipport::validUtf8Uri(llvm::StringRef Text) {
  return escapeInvalid(Text, "%");
}

llvm::json::Value hipport::jsonText(llvm::StringRef Text) {
  return llvm::json::Value(validUtf8(Text));
}
