//===- FuzzEnvironment.h - What every hipport fuzz target shares -*- C++
//-*-===//
//
// The fuzz targets (docs/fuzzing.md) run hipport's own entry points in
// process, once per input: they need the built-in tables and rules, loaded
// once, a private directory for the files a conversion reads and writes,
// and a way to vary the conversion options from the input itself, so that
// a crash file alone reproduces a crash.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_TEST_FUZZ_FUZZENVIRONMENT_H
#define HIPPORT_TEST_FUZZ_FUZZENVIRONMENT_H

#include "Diagnostics/RuleCatalog.h"
#include "Mapping/MappingTable.h"
#include "Rewrite/ConvertOptions.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>

namespace hipport::fuzz {

/// hipport's data directory (mappings/, rules/): $HIPPORT_DATA_DIR, else
/// the source tree the target was built from.
std::string dataDirectory();

/// The built-in mapping tables and rule catalogue, loaded on first use. A
/// target cannot run without them: a failure to load them ends the process
/// with a message, before any input is tried.
const MappingTable &builtinTable();
const RuleCatalog &builtinRules();

/// A directory of this process's own under the system's temporary
/// directory, removed when the process exits normally.
const std::string &scratchDirectory();

/// Writes Data to Path (whole, binary); ends the process on failure, which
/// is the machine's fault and not the input's.
void writeScratchFile(llvm::StringRef Path, llvm::StringRef Data);

/// Whether the environment variable Name is "1" (a switch of a fuzz run,
/// read once by the caller).
bool environmentSwitch(const char *Name);

/// An input split into the source text and the byte that chooses the
/// options (its last byte), as documented in docs/fuzzing.md.
struct FuzzInput {
  llvm::StringRef Source;
  uint8_t OptionBits = 0;
};
FuzzInput splitInput(const uint8_t *Data, size_t Size);

/// The conversion options that OptionBits choose:
///   bit 0  --kernel-launch=hip
///   bit 1  --hip-version=6.0 (before the *_sync intrinsics)
///   bit 2  --guards=hip-takes-cuda-path
///   bit 3  --guards=hip-skips-cuda-path (bit 2 wins when both are set)
///   bit 4  lint: findings only, no fixes applied
ConvertOptions optionsFromBits(uint8_t OptionBits);

} // namespace hipport::fuzz

#endif
