//===- TokenPassFuzzer.cpp - Fuzzing the token-level pass -----------------===//
//
// The input is converted with no header at all (no CUDA wrapper, no system
// directory), so that clang resolves no CUDA name: whatever CUDA the input
// holds reaches the token-level passes (TokenPass, the recognisers of
// TokenPatterns and TokenMasks) through the regions UncoveredCode collects,
// code with errors, macros never expanded and branches not taken. Each input
// is converted twice, as written and inside `#if 0`, where all of it is a
// branch not taken. Parsing no header keeps each run to milliseconds.
//
//===----------------------------------------------------------------------===//
#include "ConvertSetup.h"
#include "FuzzEnvironment.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

using namespace hipport;

namespace {

const JobSettings &tokenJob() {
  static const JobSettings Job =
      fuzz::conversionJob({"-nocudainc", "-nostdinc", "-nostdinc++"});
  return Job;
}

void convert(const JobSettings &Job, llvm::StringRef Source) {
  static const std::string Input = [] {
    llvm::SmallString<256> Path(fuzz::scratchDirectory());
    llvm::sys::path::append(Path, "input.cu");
    return std::string(Path);
  }();
  fuzz::writeScratchFile(Input, Source);
  auto Result = convertTranslationUnit(Job, Input);
  if (!Result) {
    llvm::consumeError(Result.takeError());
    return;
  }
  for (const auto &[Path, File] : Result->Files)
    (void)File.Edits.apply(File.Original);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  tokenJob();
  fuzz::scratchDirectory();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  fuzz::FuzzInput In = fuzz::splitInput(Data, Size);
  JobSettings Job = tokenJob();
  Job.Options = fuzz::optionsFromBits(In.OptionBits);
  convert(Job, In.Source);
  convert(Job, ("#if 0\n" + In.Source + "\n#endif\n").str());
  return 0;
}
