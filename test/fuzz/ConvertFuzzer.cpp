//===- ConvertFuzzer.cpp - Fuzzing a whole `hipport convert` --------------===//
//
// One `hipport convert input.cu -o output.cu --report FILE` in process, as
// the command runs it (runConvert): parse against the generated CUDA
// headers, every rewrite pass and check, the merge, the atomic write of the
// output and a report. The option byte (FuzzEnvironment.h) chooses the
// options; its bits 5-7 choose the report format (none, JSON, Markdown,
// text, CSV, SARIF, HTML, none).
//
// The CUDA wrapper every unit starts with is precompiled once, before the
// first input, as hipport does for a tree: an input without includes then
// parses in milliseconds, and one with includes parses them from scratch.
// HIPPORT_FUZZ_PCH=0 parses every input from scratch.
//
//===----------------------------------------------------------------------===//
#include "ConvertSetup.h"
#include "Driver/ConvertSession.h"
#include "Driver/PrologueCache.h"
#include "Frontend/CompileCommand.h"
#include "FuzzEnvironment.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

using namespace hipport;

namespace {

std::string scratchPath(llvm::StringRef Name) {
  llvm::SmallString<256> Path(fuzz::scratchDirectory());
  llvm::sys::path::append(Path, Name);
  return std::string(Path);
}

bool usePrecompiledWrapper() {
  std::optional<std::string> Env =
      llvm::sys::Process::GetEnv("HIPPORT_FUZZ_PCH");
  return !Env || *Env != "0";
}

const ConvertRequest &baseRequest() {
  static const ConvertRequest Request = [] {
    ConvertRequest R;
    R.Inputs = {scratchPath("input.cu")};
    R.Output = scratchPath("output.cu");
    R.Progress = false;
    R.ToolVersion = "fuzz";
    R.Job = fuzz::conversionJob({});
    if (usePrecompiledWrapper()) {
      R.Job.CacheDir = scratchPath("cache");
      R.Job.Prologue = PrologueMode::Auto;
      std::vector<std::string> Command =
          buildCompileCommand(R.Job.Frontend, R.Inputs.front());
      Command.pop_back();
      PrologueCache(R.Job.CacheDir).get(Command, {});
    }
    return R;
  }();
  return Request;
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
  baseRequest();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  fuzz::FuzzInput In = fuzz::splitInput(Data, Size);
  ConvertRequest Request = baseRequest();
  Request.Job.Options = fuzz::optionsFromBits(In.OptionBits);
  if (std::optional<ReportFormat> Format = reportFormat(In.OptionBits)) {
    Request.Format = Format;
    Request.ReportPath = scratchPath("report");
  }
  fuzz::writeScratchFile(Request.Inputs.front(), In.Source);
  llvm::raw_null_ostream Diag;
  runConvert(Request, fuzz::builtinRules(), Diag);
  return 0;
}
