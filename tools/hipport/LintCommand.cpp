//===- LintCommand.cpp - `hipport lint` options ---------------------------===//
#include "ArgReader.h"
#include "Commands.h"
#include "CommonOptions.h"
#include "Driver/LintSession.h"
#include "ExtensionOptions.h"
#include "llvm/Support/raw_ostream.h"

using namespace hipport;

static const char LintHelp[] =
    R"(usage: hipport lint PATH... [options] [-- clang-args...]
       hipport lint -p BUILD_DIR [PATH...] [options]

Runs every rule of the catalogue (rules/*.yaml) over the CUDA files and
directories given, without writing sources. For CI.

options:
  --format=text|json|sarif|github
                             output format (repeatable); an -o after a
                             --format sends that format to a file
  -o, --output FILE          where the preceding --format goes (default: -)
  --export-fixes FILE        the fix-its, as clang-apply-replacements YAML
  --fail-on=note|warning|error|none
                             the least severe finding that fails the run
                             (default warning)
  --repo-root DIR            SARIF and GitHub paths are relative to DIR
                             (default: the current directory)
  --baseline FILE            report only findings not recorded in FILE
  --write-baseline FILE      record this run's findings in FILE
  --shard K/N                lint every N-th file starting with the K-th
                             (1 <= K <= N), for CI matrices
  --amd-configuration        analyse the code as HIP compiles it for AMD
                             GPUs: parsed as HIP against HIP's headers
                             (ROCM_PATH, /opt/rocm or /usr), with the HIP
                             macros (USE_ROCM, --hip-macro...) defined, so
                             the project's own HIP branches, shims and warp
                             sizes are what is checked
directories:
)";

static const char LintExit[] = R"(
exit status: 0 no finding at or above --fail-on, 1 findings, 2 usage,
configuration or internal error. A file clang could not parse in full is a
hipport-partial-analysis note: --fail-on=note (or that rule's severity in
.hipport.yaml) makes it fail the run.
)";

int hipport::runLintCommand(llvm::ArrayRef<std::string> AllArgs) {
  CommonOptions Common;
  llvm::ArrayRef<std::string> Args = splitClangArgs(AllArgs, Common.ClangArgs);
  LintRequest Request;
  Request.ToolVersion = HIPPORT_VERSION;
  ArgReader Reader(Args);
  ExtensionOptions Extensions;
  bool AmdConfiguration = false;
  while (!Reader.done()) {
    std::string Error;
    if (Reader.flag("--help") || Reader.flag("-h")) {
      llvm::outs() << LintHelp << ExtensionOptionsHelp << CommonOptionsHelp
                   << LintExit;
      return 0;
    }
    if (readCommonOption(Reader, Common, Error)) {
      if (!Error.empty())
        return reportUsageError("lint", Error);
    } else if (Extensions.read(Reader)) {
    } else if (auto V = Reader.value("--format")) {
      std::optional<FindingFormat> Format = parseFindingFormat(*V);
      if (!Format)
        return reportUsageError(
            "lint",
            "--format must be text, json, sarif or github, not '" + *V + "'");
      Request.Outputs.push_back({*Format, ""});
    } else if (auto V = Reader.value("--output", "-o")) {
      if (Request.Outputs.empty())
        Request.Outputs.push_back({FindingFormat::Text, ""});
      if (!Request.Outputs.back().Path.empty())
        return reportUsageError("lint", "-o '" + *V + "' follows no --format");
      Request.Outputs.back().Path = *V;
    } else if (auto V = Reader.value("--export-fixes")) {
      Request.ExportFixes = *V;
    } else if (auto V = Reader.value("--fail-on")) {
      if (*V == "none")
        Request.FailOn.reset();
      else if (std::optional<Severity> Level = parseSeverity(*V))
        Request.FailOn = *Level;
      else
        return reportUsageError(
            "lint", "--fail-on must be note, warning, error or none, "
                    "not '" +
                        *V + "'");
    } else if (Reader.flag("--amd-configuration")) {
      AmdConfiguration = true;
    } else if (auto V = Reader.value("--repo-root")) {
      Request.RepositoryRoot = *V;
    } else if (auto V = Reader.value("--baseline")) {
      Request.BaselinePath = *V;
    } else if (auto V = Reader.value("--write-baseline")) {
      Request.WriteBaselinePath = *V;
    } else if (auto V = Reader.value("--shard")) {
      auto [K, N] = llvm::StringRef(*V).split('/');
      if (K.getAsInteger(10, Request.ShardIndex) ||
          N.getAsInteger(10, Request.ShardCount) || Request.ShardCount == 0 ||
          Request.ShardIndex == 0 || Request.ShardIndex > Request.ShardCount)
        return reportUsageError(
            "lint", "--shard must be K/N with 1 <= K <= N, not '" + *V + "'");
    } else if (auto Problem = Reader.input(Request.Inputs)) {
      return reportUsageError("lint", *Problem);
    }
  }
  if (!Reader.Error.empty())
    return reportUsageError("lint", Reader.Error);
  if (Request.Inputs.empty() && Common.DatabasePath.empty())
    return reportUsageError("lint", "no input files");
  if (llvm::Error Err = Extensions.apply(Request.Tree))
    return reportUsageError("lint", llvm::toString(std::move(Err)));
  MappingTable Table;
  RuleCatalog Rules;
  if (llvm::Error Err = prepareJob(Common, Table, Rules, Request.Job))
    return reportConfigError("lint", std::move(Err));
  Request.Job.Options.AmdConfiguration = AmdConfiguration;
  return runLint(Request, Rules, llvm::errs());
}
