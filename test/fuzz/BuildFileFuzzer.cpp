//===- BuildFileFuzzer.cpp - Fuzzing the CMake and Makefile scanners ------===//
//
// The input is scanned as a CMake file and as a Makefile. Every finding
// must have a position, and every fix it carries must lie inside the text
// it was found in: `convert --build-files` applies those fixes to the
// user's file, so one outside it would corrupt the file.
//
//===----------------------------------------------------------------------===//
#include "BuildFiles/BuildFileScan.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace hipport;

namespace {

void checkFindings(const BuildFileScan &Scan, llvm::StringRef Text,
                   llvm::StringRef Kind) {
  for (const Finding &F : Scan.Findings) {
    if (F.Line == 0 || F.Column == 0) {
      llvm::errs() << Kind << " finding without a position: " << F.Rule << "\n";
      std::abort();
    }
    for (const FixIt &Fix : F.Fixes) {
      if (Fix.Offset > Text.size() || Fix.Length > Text.size() - Fix.Offset) {
        llvm::errs() << Kind << " fix outside the file: " << F.Rule << " at "
                     << Fix.Offset << "+" << Fix.Length << " of " << Text.size()
                     << " bytes\n";
        std::abort();
      }
    }
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  BuildFileOptions Options;
  checkFindings(scanCMakeFile("CMakeLists.txt", Text, Options), Text, "CMake");
  checkFindings(scanMakefile("Makefile", Text, Options), Text, "Makefile");
  return 0;
}
