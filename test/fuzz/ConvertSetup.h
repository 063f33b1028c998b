//===- ConvertSetup.h - Job settings for fuzzing conversions ----*- C++ -*-===//
//
// The token-pass and convert targets parse their input as `hipport convert
// --no-cuda-sdk` does: against the CUDA declarations generated from
// hipport's tables, so that no toolkit is needed and every run sees the
// same headers.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_TEST_FUZZ_CONVERTSETUP_H
#define HIPPORT_TEST_FUZZ_CONVERTSETUP_H

#include "Driver/TranslationUnitJob.h"

namespace hipport::fuzz {

/// The settings of a one-file conversion with the built-in tables and
/// rules, the generated CUDA headers and ClangArgs after `--`; no result
/// cache and no precompiled prologue.
JobSettings conversionJob(std::vector<std::string> ClangArgs);

} // namespace hipport::fuzz

#endif
