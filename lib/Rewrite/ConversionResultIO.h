//===- ConversionResultIO.h - Conversion results on disk --------*- C++ -*-===//
//
// The binary form of a unit's ConversionResult, for the result cache: a run
// over an unchanged unit reads what the last run found instead of parsing.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_REWRITE_CONVERSIONRESULTIO_H
#define HIPPORT_REWRITE_CONVERSIONRESULTIO_H

#include "Rewrite/ConversionResult.h"
#include "Support/BinaryStream.h"
#include <functional>
#include <optional>

namespace hipport {

/// Writes everything but the files' original text, which the cache checks
/// against the files themselves.
void writeConversionResult(ByteWriter &W, const ConversionResult &Result);

/// Reads a result written by writeConversionResult; Original gives each
/// file's text (nothing when it cannot be read). Nothing when the data is
/// incomplete or inconsistent.
std::optional<ConversionResult> readConversionResult(
    ByteReader &R,
    const std::function<std::optional<std::string>(llvm::StringRef Path)>
        &Original);

} // namespace hipport

#endif
