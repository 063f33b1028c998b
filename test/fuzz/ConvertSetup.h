//===- ConvertSetup.h - Job settings for fuzzing conversions ----*- C++ -*-===//
//
// The convert target parses its input wholly from memory:
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

/// The settings of a one-file conversion with the built-in tables and
/// rules, parsed from the in-memory file system only (withInput gives it
/// the input), against the small CUDA toolkit, force-included in every
/// unit as clang's CUDA wrapper includes a real one, with its C library
/// stand-ins; no result cache and no prologue of hipport's cache. What
/// every unit starts with (the wrapper, that is the toolkit, and hipport's
/// CUDA prelude) is precompiled once, into the in-memory file system, and
/// loaded by every parse with -include-pch, as hipport's own prologues are
/// (Driver/PrologueCache.h): parsing it again for every input cost most of
/// an input's time. Ends the process when the toolkit does not precompile,
/// which is the target's fault.
JobSettings memoryJob();

/// Job, with clang reading Source as the file Path (an absolute path),
/// from memory.
JobSettings withInput(const JobSettings &Job, llvm::StringRef Path,
                      llvm::StringRef Source);

} // namespace hipport::fuzz

#endif
