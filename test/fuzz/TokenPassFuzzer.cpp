//===- TokenPassFuzzer.cpp - Fuzzing the token-level pass -----------------===//
//
// The input is converted as hipport converts a file clang could parse none
// of (TokenLevelUnit.h): only the preprocessor runs, and all of the input
// reaches the token-level passes (TokenPass, the recognisers of
// TokenPatterns and TokenMasks), with the branches not taken and the
// macros the preprocessor found. Bit 5 of the option byte (FuzzEnvironment.h)
// puts the input inside `#if 0`, where all of it is a branch not taken.
//
// With HIPPORT_FUZZ_IDEMPOTENT=1 the output is converted again and must not
// change (README: converting the output again changes nothing); off by
// default, since a difference is a bug but not a crash.
//
//===----------------------------------------------------------------------===//
#include "Driver/TreeWalk.h"
#include "FuzzEnvironment.h"
#include "TokenLevelUnit.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace hipport;

namespace {

constexpr llvm::StringLiteral Input = "/hipport-fuzz/input.cu";

bool checksIdempotence() {
  static const bool On = fuzz::environmentSwitch("HIPPORT_FUZZ_IDEMPOTENT");
  return On;
}

/// The converted text of Source; nothing when `hipport convert` would skip
/// the file (binary, say) and never convert it.
std::optional<std::string> convert(const ConvertOptions &Options,
                                   llvm::StringRef Source) {
  if (unconvertibleText(Source))
    return std::nullopt;
  ConversionResult Result = fuzz::convertOnTokens(
      fuzz::builtinTable(), fuzz::builtinRules(), Options, Input, Source);
  std::string Converted = Source.str();
  for (const auto &[Path, File] : Result.Files) {
    std::string Text = File.Edits.apply(File.Original);
    if (Path == Input)
      Converted = std::move(Text);
  }
  return Converted;
}

void convertTwice(const ConvertOptions &Options, llvm::StringRef Source) {
  std::optional<std::string> Once = convert(Options, Source);
  if (!Once || !checksIdempotence() || !Options.ApplyFixes)
    return;
  std::optional<std::string> Twice = convert(Options, *Once);
  if (Twice && *Twice != *Once) {
    llvm::errs() << "converting the output again changed it:\n--- once\n"
                 << *Once << "\n--- twice\n"
                 << *Twice << "\n";
    std::abort();
  }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  fuzz::builtinTable();
  fuzz::builtinRules();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  fuzz::FuzzInput In = fuzz::splitInput(Data, Size);
  ConvertOptions Options = fuzz::optionsFromBits(In.OptionBits);
  if (In.OptionBits & 32)
    convertTwice(Options, ("#if 0\n" + In.Source + "\n#endif\n").str());
  else
    convertTwice(Options, In.Source);
  return 0;
}
