//===- TokenLevelUnit.h - A unit clang parses none of -----------*- C++ -*-===//
//
// The token-pass target converts its input as hipport converts a file clang
// could parse none of: every line of it is code with errors, the region
// UncoveredCode makes of a file whose errors no declaration covers. Only
// the preprocessor runs (no driver, no compiler instance, no parser): it
// finds the branches not taken and the macros, feeds the checks'
// preprocessor callbacks and the directive rewrites, and the token-level
// passes (TokenPass, the recognisers of TokenPatterns and TokenMasks) then
// work on the regions, as ConvertAction runs them after a parse. A run
// costs what lexing the input costs, a fraction of a millisecond, where a
// clang parse of even an empty unit takes milliseconds; whole parses of
// hostile input are the convert target's.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_TEST_FUZZ_TOKENLEVELUNIT_H
#define HIPPORT_TEST_FUZZ_TOKENLEVELUNIT_H

#include "Diagnostics/RuleCatalog.h"
#include "Mapping/MappingTable.h"
#include "Rewrite/ConversionResult.h"
#include "Rewrite/ConvertOptions.h"
#include "llvm/ADT/StringRef.h"

namespace hipport::fuzz {

/// Converts Source, read as the CUDA file Path, on tokens only.
ConversionResult convertOnTokens(const MappingTable &Table,
                                 const RuleCatalog &Rules,
                                 const ConvertOptions &Options,
                                 llvm::StringRef Path, llvm::StringRef Source);

} // namespace hipport::fuzz

#endif
