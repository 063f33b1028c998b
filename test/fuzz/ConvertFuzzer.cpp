//===- ConvertFuzzer.cpp - Fuzzing a whole `hipport convert` --------------===//
//
// One `hipport convert input.cu -o output.cu --report FILE` in process, as
// the command runs it (runConvert): the input plan, the parse, every rewrite
// pass and check, the merge, the atomic write of the output and a report.
// The option byte (FuzzEnvironment.h) chooses the options; its bits 5-7
// choose the report format (none, JSON, Markdown, text, CSV, SARIF, HTML,
// none).
//
// The command's plan reads the input, and its output and report are
// written, in the scratch directory; clang reads the input from memory,
// against the small CUDA toolkit (ConvertSetup.h), so that an input parses
// in milliseconds. Its includes of other files are not found.
//
//===----------------------------------------------------------------------===//
#include "ConvertSetup.h"
#include "Driver/ConvertSession.h"
#include "FuzzEnvironment.h"
#include "Support/CrashGuard.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

using namespace hipport;

namespace {

std::string scratchPath(llvm::StringRef Name) {
  llvm::SmallString<256> Path(fuzz::scratchDirectory());
  llvm::sys::path::append(Path, Name);
  return std::string(Path);
}

const ConvertRequest &baseRequest() {
  static const ConvertRequest Request = [] {
    ConvertRequest R;
    R.Inputs = {scratchPath("input.cu")};
    R.Output = scratchPath("output.cu");
    R.Progress = false;
    R.ToolVersion = "fuzz";
    R.Job = fuzz::memoryJob();
    return R;
  }();
  return Request;
}

/// HIPPORT_FUZZ_VERBOSE=1: the command's messages (clang's errors, the
/// findings) go to standard error, to see what an input does.
bool verbose() {
  static const bool On = fuzz::environmentSwitch("HIPPORT_FUZZ_VERBOSE");
  return On;
}

std::optional<ReportFormat> reportFormat(uint8_t OptionBits) {
  static const std::optional<ReportFormat> Formats[] = {
      std::nullopt,       ReportFormat::Json, ReportFormat::Markdown,
      ReportFormat::Text, ReportFormat::Csv,  ReportFormat::Sarif,
      ReportFormat::Html, std::nullopt};
  return Formats[(OptionBits >> 5) & 7];
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  // A crash is what the target looks for: the command's recovery from one
  // (a unit reported as not converted) would hide it.
  reportCrashesUnrecovered();
  baseRequest();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  fuzz::FuzzInput In = fuzz::splitInput(Data, Size);
  ConvertRequest Request = baseRequest();
  Request.Job = fuzz::withInput(Request.Job, Request.Inputs.front(), In.Source);
  Request.Job.Options = fuzz::optionsFromBits(In.OptionBits);
  if (std::optional<ReportFormat> Format = reportFormat(In.OptionBits)) {
    Request.Format = Format;
    Request.ReportPath = scratchPath("report");
  }
  fuzz::writeScratchFile(Request.Inputs.front(), In.Source);
  llvm::raw_null_ostream Quiet;
  llvm::raw_ostream &Errs = llvm::errs();
  llvm::raw_ostream &Diag = verbose() ? Errs : Quiet;
  runConvert(Request, fuzz::builtinRules(), Diag);
  return 0;
}
