//===- TokenPassFuzzer.cpp - Fuzzing the token-level pass -----------------===//
//
// The input is converted with no header at all (no CUDA wrapper, no system
// directory), so that clang resolves no CUDA name: whatever CUDA the input
// holds reaches the token-level passes (TokenPass, the recognisers of
// TokenPatterns and TokenMasks) through the regions UncoveredCode collects,
// code with errors, macros never expanded and branches not taken. Each input
// is converted twice, as written and inside `#if 0`, where all of it is a
// branch not taken. clang reads the input from memory (ConvertSetup.h), and
// parsing no header keeps each run to milliseconds.
//
// With HIPPORT_FUZZ_IDEMPOTENT=1 the output is converted again and must not
// change (README: converting the output again changes nothing); off by
// default, since a difference is a bug but not a crash.
//
//===----------------------------------------------------------------------===//
#include "ConvertSetup.h"
#include "Driver/TreeWalk.h"
#include "FuzzEnvironment.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace hipport;

namespace {

constexpr llvm::StringLiteral Input = "/hipport-fuzz/input.cu";

const JobSettings &tokenJob() {
  static const JobSettings Job = fuzz::memoryJob(fuzz::Headers::None);
  return Job;
}

bool checksIdempotence() {
  static const bool On = fuzz::environmentSwitch("HIPPORT_FUZZ_IDEMPOTENT");
  return On;
}

/// The converted text of Source; nothing when clang could not start, or
/// when `hipport convert` would skip the file (binary, say) and never
/// convert it.
std::optional<std::string> convert(const JobSettings &Job,
                                   llvm::StringRef Source) {
  if (unconvertibleText(Source))
    return std::nullopt;
  auto Result =
      convertTranslationUnit(fuzz::withInput(Job, Input, Source), Input);
  if (!Result) {
    llvm::consumeError(Result.takeError());
    return std::nullopt;
  }
  std::string Converted = Source.str();
  for (const auto &[Path, File] : Result->Files) {
    std::string Text = File.Edits.apply(File.Original);
    if (Path == Input)
      Converted = std::move(Text);
  }
  return Converted;
}

void convertTwice(const JobSettings &Job, llvm::StringRef Source) {
  std::optional<std::string> Once = convert(Job, Source);
  if (!Once || !checksIdempotence() || !Job.Options.ApplyFixes)
    return;
  std::optional<std::string> Twice = convert(Job, *Once);
  if (Twice && *Twice != *Once) {
    llvm::errs() << "converting the output again changed it:\n--- once\n"
                 << *Once << "\n--- twice\n"
                 << *Twice << "\n";
    std::abort();
  }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  tokenJob();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  fuzz::FuzzInput In = fuzz::splitInput(Data, Size);
  JobSettings Job = tokenJob();
  Job.Options = fuzz::optionsFromBits(In.OptionBits);
  convertTwice(Job, In.Source);
  convertTwice(Job, ("#if 0\n" + In.Source + "\n#endif\n").str());
  return 0;
}
