//===- ConvertSetup.h - Job settings for fuzzing conversions ----*- C++ -*-===//
//
// The token-pass and convert targets parse their input wholly from memory:
// clang reads the input, hipport's CUDA prelude and the small CUDA toolkit
// of test/fuzz/headers (a few hundred lines of CUDA declarations and C
// library stand-ins, with clang's CUDA built-in variables), all loaded once
// into an in-memory file system, so that an input parses in milliseconds
// and no run depends on the machine's toolkit or headers.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_TEST_FUZZ_CONVERTSETUP_H
#define HIPPORT_TEST_FUZZ_CONVERTSETUP_H

#include "Driver/TranslationUnitJob.h"

namespace hipport::fuzz {

/// Which headers a target's parse sees.
enum class Headers {
  /// None at all: no CUDA wrapper, no system directory (token-pass).
  None,
  /// The small CUDA toolkit, force-included in every unit as clang's CUDA
  /// wrapper includes a real one, and its C library stand-ins (convert).
  SmallToolkit,
};

/// The settings of a one-file conversion with the built-in tables and
/// rules, parsed from the in-memory file system only (withInput gives it
/// the input); no result cache and no precompiled prologue.
JobSettings memoryJob(Headers Which);

/// Job, with clang reading Source as the file Path (an absolute path),
/// from memory.
JobSettings withInput(const JobSettings &Job, llvm::StringRef Path,
                      llvm::StringRef Source);

/// Whether the environment variable Name is "1" (a switch of a fuzz run,
/// read once by the caller).
bool environmentSwitch(const char *Name);

} // namespace hipport::fuzz

#endif
