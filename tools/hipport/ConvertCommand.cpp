//===- ConvertCommand.cpp - `hipport convert` options -----------------------===//
#include "ArgReader.h"
#include "Commands.h"
#include "Diagnostics/RuleCatalog.h"
#include "Driver/ConvertSession.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace hipport;

static const char ConvertHelp[] = R"(usage: hipport convert INPUT... -o OUTPUT [options] [-- clang-args...]

Converts CUDA sources to HIP. INPUT is a file or a directory; a single file
is written to OUTPUT (a file, or - for standard output), several inputs or a
directory are mirrored into the directory OUTPUT. Inputs are never modified.

options:
  -o, --output PATH          where the converted code goes (required)
  --kernel-launch=cuda|hip   keep <<<...>>> launches (cuda, default) or
                             rewrite them to hipLaunchKernelGGL (hip)
  --hip-version=X.Y          the HIP release the output must compile with
                             (default 7.0); older releases get older APIs
  --mappings FILE            an extra mapping table (repeatable; later
                             entries override earlier ones)
  --cuda-path DIR            the CUDA toolkit (default: $CUDA_PATH, then
                             /usr/local/cuda)
  --report FILE              write a conversion report (- for stdout)
  --report-format=json|md|text
                             report format (default: from FILE's extension)
  -- ARGS                    further arguments for clang (-I, -D, -std, ...)

exit status: 0 converted, 1 converted but some file did not parse cleanly,
2 usage or configuration error (nothing written).
)";

static int usageError(const llvm::Twine &Message) {
  llvm::errs() << "hipport convert: error: " << Message
               << "\n(see 'hipport convert --help')\n";
  return ExitUsageError;
}

int hipport::runConvertCommand(llvm::ArrayRef<std::string> AllArgs) {
  // Everything after `--` belongs to clang.
  auto Separator = std::find(AllArgs.begin(), AllArgs.end(), "--");
  llvm::ArrayRef<std::string> Args(AllArgs.begin(), Separator);
  std::vector<std::string> ClangArgs;
  if (Separator != AllArgs.end())
    ClangArgs.assign(Separator + 1, AllArgs.end());

  ConvertRequest Request;
  std::vector<std::string> UserTables;
  std::string CudaPath;
  ArgReader Reader(Args);
  while (!Reader.done()) {
    if (Reader.flag("--help") || Reader.flag("-h")) {
      llvm::outs() << ConvertHelp;
      return ExitConverted;
    }
    if (auto V = Reader.value("--output", "-o")) {
      Request.Output = *V;
    } else if (auto V = Reader.value("--kernel-launch")) {
      if (*V == "hip")
        Request.Job.Options.Launch = KernelLaunchStyle::HipLaunchKernelGGL;
      else if (*V == "cuda")
        Request.Job.Options.Launch = KernelLaunchStyle::Chevrons;
      else
        return usageError("--kernel-launch must be 'hip' or 'cuda', not '" +
                          *V + "'");
    } else if (auto V = Reader.value("--hip-version")) {
      std::optional<Version> Hip = Version::parse(*V);
      if (!Hip)
        return usageError("--hip-version must be MAJOR.MINOR, not '" + *V +
                          "'");
      Request.Job.Options.HipVersion = *Hip;
    } else if (auto V = Reader.value("--mappings")) {
      UserTables.push_back(*V);
    } else if (auto V = Reader.value("--cuda-path")) {
      CudaPath = *V;
    } else if (auto V = Reader.value("--report")) {
      Request.ReportPath = *V;
    } else if (auto V = Reader.value("--report-format")) {
      Request.Format = parseReportFormat(*V);
      if (!Request.Format)
        return usageError("--report-format must be json, md or text, not '" +
                          *V + "'");
    } else if (!Reader.Error.empty()) {
      return usageError(Reader.Error);
    } else if (Reader.peek().starts_with("-") && Reader.peek() != "-") {
      return usageError("unknown option '" + Reader.peek() + "'");
    } else {
      Request.Inputs.push_back(Reader.next());
    }
  }
  if (!Reader.Error.empty())
    return usageError(Reader.Error);
  if (Request.Inputs.empty())
    return usageError("no input files");
  if (Request.Output.empty())
    return usageError("no output: use -o FILE, -o DIR or -o -");

  if (llvm::Error Err = validateUserArgs(ClangArgs))
    return usageError(llvm::toString(std::move(Err)));
  auto Cuda = findCudaInstallation(CudaPath);
  if (!Cuda) {
    llvm::errs() << "hipport convert: error: "
                 << llvm::toString(Cuda.takeError()) << "\n";
    return ExitUsageError;
  }
  MappingTable Table;
  if (llvm::Error Err = loadTables(Table, UserTables)) {
    llvm::errs() << llvm::toString(std::move(Err)) << "\n";
    return ExitUsageError;
  }
  RuleCatalog Rules;
  llvm::SmallString<256> RulesDir(dataDirectory());
  llvm::sys::path::append(RulesDir, "rules");
  if (llvm::Error Err = Rules.loadDirectory(RulesDir)) {
    llvm::errs() << llvm::toString(std::move(Err)) << "\n";
    return ExitUsageError;
  }

  Request.Job.Table = &Table;
  Request.Job.Frontend.Cuda = *Cuda;
  Request.Job.Frontend.DataDir = dataDirectory();
  Request.Job.Frontend.ResourceDir = HIPPORT_CLANG_RESOURCE_DIR;
  Request.Job.Frontend.UserArgs = std::move(ClangArgs);
  return runConvert(Request, Rules, llvm::errs());
}
