//===- Utf8Text.h - Text that is valid UTF-8, for reports -------*- C++ -*-===//
//
// A source file may hold bytes that are not UTF-8 (a Latin-1 comment, a
// file name from an old system). hipport converts such files byte for byte,
// but its reports (JSON, SARIF, HTML, CSV, Markdown) must be valid UTF-8 to
// be read at all, so the text they quote from paths and messages is made
// valid here, and only there: the converted sources keep their bytes.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_SUPPORT_UTF8TEXT_H
#define HIPPORT_SUPPORT_UTF8TEXT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include <string>

namespace hipport {

/// Text as valid UTF-8: each byte that is not part of a well-formed UTF-8
/// sequence becomes `\xHH` (so "caf\xE9" for a Latin-1 "café"), which keeps
/// the byte visible and the rest of the text as it is.
std::string validUtf8(llvm::StringRef Text);

/// The same for a URI: such a byte becomes `%HH`, as RFC 3986 encodes it.
std::string validUtf8Uri(llvm::StringRef Text);

/// A JSON string of the text made valid UTF-8, which JSON must be.
llvm::json::Value jsonText(llvm::StringRef Text);

} // namespace hipport

#endif
