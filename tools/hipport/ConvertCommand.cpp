//===- ConvertCommand.cpp - `hipport convert` options
//-----------------------===//
#include "ArgReader.h"
#include "Commands.h"
#include "CommonOptions.h"
#include "Diagnostics/RuleCatalog.h"
#include "Driver/ConvertSession.h"
#include "ExtensionOptions.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace hipport;

static const char ConvertHelp[] =
    R"(usage: hipport convert INPUT... -o OUTPUT [options] [-- clang-args...]
       hipport convert -p BUILD_DIR [INPUT...] -o OUTDIR [options]
       hipport convert INPUT... --in-place|--diff|--check [options]

Converts CUDA sources to HIP. INPUT is a file or a directory; a single file
is written to OUTPUT (a file, or - for standard output), several inputs or a
directory are mirrored into the directory OUTPUT. Inputs are never modified
unless --in-place is given.
The portability checks run too; their mechanical fixes are applied.

options:
  -o, --output PATH          where the converted code goes (required)
  --kernel-launch=cuda|hip   keep <<<...>>> launches (cuda, default) or
                             rewrite them to hipLaunchKernelGGL (hip)
  --in-place                 convert the inputs where they stand, keeping
                             each changed file's original as FILE.orig
  --backup-suffix S          the backup's suffix for --in-place (.orig)
  --no-backup                no backups with --in-place
  --diff                     print a unified diff; write nothing
  --check                    write nothing; exit 1 if a file would change
  --build-files              also rewrite CMake files (CMakeLists.txt,
                             *.cmake) to HIP; build files are reported
                             either way
  --report FILE              write a conversion report (- for stdout)
  --write-compile-commands[=FILE]
                             write a compile_commands.json for the converted
                             code, compiled as HIP (default FILE:
                             OUTPUT/compile_commands.json for a tree)
  --report-format=text|json|md|csv|sarif|html
                             report format (default: from FILE's extension)
trees (directory inputs):
)";

static const char ConvertTreeHelp[] =
    R"(  --sources-only             do not copy the other files into OUTPUT
  --rename-extensions[=MAP]  rename converted files and the includes that
                             name them (default MAP .cu=.hip,.cuh=.hip.hpp)
  --progress, --no-progress  show or hide the progress line (default:
                             shown when standard error is a terminal)
)";

static const char ConvertExit[] = R"(
exit status: 0 converted, 1 converted but some file did not parse cleanly
or was skipped, 2 usage or configuration error (nothing written).
)";

/// The tree options (docs/cli.md, Trees). Values are checked once all are
/// read: the renames depend on the extension lists.
struct TreeArgs {
  ExtensionOptions Extensions;
  std::optional<std::string> Renames;
};

static bool readTreeOption(ArgReader &Reader, ConvertRequest &Request,
                           TreeArgs &Tree) {
  if (Reader.flag("--sources-only"))
    Request.Tree.SourcesOnly = true;
  else if (Reader.flag("--rename-extensions"))
    Tree.Renames = DefaultRenameMap;
  else if (auto V = Reader.value("--rename-extensions"))
    Tree.Renames = *V;
  else if (Tree.Extensions.read(Reader))
    return true;
  else if (Reader.flag("--progress"))
    Request.Progress = true;
  else if (Reader.flag("--no-progress"))
    Request.Progress = false;
  else
    return false;
  return true;
}

static llvm::Error applyTreeArgs(const TreeArgs &Args,
                                 ConvertRequest &Request) {
  TreeOptions &Tree = Request.Tree;
  if (llvm::Error Err = Args.Extensions.apply(Tree))
    return Err;
  if (!Args.Renames)
    return llvm::Error::success();
  if (Request.Mode != ConvertMode::Write)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "--rename-extensions needs -o DIR; --in-place, --diff and --check "
        "keep file names");
  auto Renames = parseRenameMap(*Args.Renames, Tree);
  if (!Renames)
    return Renames.takeError();
  Tree.Renames = std::move(*Renames);
  return llvm::Error::success();
}

int hipport::runConvertCommand(llvm::ArrayRef<std::string> AllArgs) {
  CommonOptions Common;
  llvm::ArrayRef<std::string> Args = splitClangArgs(AllArgs, Common.ClangArgs);
  ConvertRequest Request;
  ArgReader Reader(Args);
  TreeArgs Tree;
  while (!Reader.done()) {
    std::string Error;
    if (Reader.flag("--help") || Reader.flag("-h")) {
      llvm::outs() << ConvertHelp << ExtensionOptionsHelp << ConvertTreeHelp
                   << CommonOptionsHelp << ConvertExit;
      return ExitConverted;
    }
    if (readCommonOption(Reader, Common, Error)) {
      if (!Error.empty())
        return reportUsageError("convert", Error);
    } else if (readTreeOption(Reader, Request, Tree)) {
    } else if (auto V = Reader.value("--output", "-o")) {
      Request.Output = *V;
    } else if (auto V = Reader.value("--kernel-launch")) {
      if (*V == "hip")
        Common.Options.Launch = KernelLaunchStyle::HipLaunchKernelGGL;
      else if (*V == "cuda")
        Common.Options.Launch = KernelLaunchStyle::Chevrons;
      else
        return reportUsageError(
            "convert",
            "--kernel-launch must be 'hip' or 'cuda', not '" + *V + "'");
    } else if (Reader.flag("--in-place")) {
      Request.Mode = ConvertMode::InPlace;
    } else if (Reader.flag("--diff")) {
      Request.Mode = ConvertMode::Diff;
    } else if (Reader.flag("--check")) {
      Request.Mode = ConvertMode::Check;
    } else if (Reader.flag("--build-files")) {
      Request.BuildFiles = true;
    } else if (Reader.flag("--no-backup")) {
      Request.BackupSuffix.clear();
    } else if (auto V = Reader.value("--backup-suffix")) {
      if (V->empty())
        return reportUsageError("convert",
                                "--backup-suffix must not be empty (use "
                                "--no-backup)");
      Request.BackupSuffix = *V;
    } else if (Reader.flag("--write-compile-commands")) {
      Request.CompileCommandsPath = "";
    } else if (!Reader.done() &&
               Reader.peek().starts_with("--write-compile-commands=")) {
      Request.CompileCommandsPath = *Reader.value("--write-compile-commands");
    } else if (auto V = Reader.value("--report")) {
      Request.ReportPath = *V;
    } else if (auto V = Reader.value("--report-format")) {
      Request.Format = parseReportFormat(*V);
      if (!Request.Format)
        return reportUsageError("convert",
                                "--report-format must be text, json, md, csv, "
                                "sarif or html, not '" +
                                    *V + "'");
    } else if (auto Problem = Reader.input(Request.Inputs)) {
      return reportUsageError("convert", *Problem);
    }
  }
  if (!Reader.Error.empty())
    return reportUsageError("convert", Reader.Error);
  if (Request.Inputs.empty() && Common.DatabasePath.empty())
    return reportUsageError("convert", "no input files");
  bool Writes = Request.Mode == ConvertMode::Write;
  if (Writes && Request.Output.empty())
    return reportUsageError("convert",
                            "no output: use -o FILE, -o DIR or -o -, or "
                            "--in-place, --diff or --check");
  if (Request.CompileCommandsPath &&
      (Request.Mode == ConvertMode::Diff || Request.Mode == ConvertMode::Check))
    return reportUsageError(
        "convert", "--write-compile-commands writes a file; it cannot be "
                   "combined with --diff or --check");
  if (!Writes && !Request.Output.empty())
    return reportUsageError("convert",
                            "-o cannot be combined with --in-place, --diff or "
                            "--check");
  if (llvm::Error Err = applyTreeArgs(Tree, Request))
    return reportUsageError("convert", llvm::toString(std::move(Err)));
  Request.ToolVersion = HIPPORT_VERSION;

  MappingTable Table;
  RuleCatalog Rules;
  if (llvm::Error Err = prepareJob(Common, Table, Rules, Request.Job))
    return reportConfigError("convert", std::move(Err));
  return runConvert(Request, Rules, llvm::errs());
}
