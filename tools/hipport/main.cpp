//===- main.cpp - The hipport command -------------------------------------===//
//
// Dispatches to a subcommand; each one parses its own options.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "Driver/ConvertSession.h"
#include "llvm/Support/raw_ostream.h"

using namespace hipport;

static const char Help[] = R"(usage: hipport COMMAND [options]

hipport ports CUDA source code to HIP.

commands:
  convert    convert CUDA files or trees to HIP (hipport convert --help)
  lint       report portability problems without converting (hipport lint --help)
  lsp        a language server for editors (hipport lsp --help)
  mappings   query the CUDA-to-HIP mapping tables (hipport mappings --help)

options:
  --help     show this help
  --version  show the version, and where the data files are read from
)";

int main(int Argc, char **Argv) {
  std::vector<std::string> Args(Argv + 1, Argv + Argc);
  if (Args.empty()) {
    llvm::errs() << Help;
    return ExitUsageError;
  }
  const std::string &Command = Args[0];
  llvm::ArrayRef<std::string> Rest = llvm::ArrayRef(Args).drop_front();
  if (Command == "--help" || Command == "-h" || Command == "help") {
    llvm::outs() << Help;
    return ExitConverted;
  }
  if (Command == "--version") {
    llvm::outs() << "hipport " << HIPPORT_VERSION << " (clang "
                 << HIPPORT_CLANG_VERSION << ")\n";
    const DataLocation &Data = dataLocation();
    llvm::outs() << "data: " << Data.Directory << " (" << Data.Origin << ")\n";
    return ExitConverted;
  }
  if (Command == "convert")
    return runConvertCommand(Rest);
  if (Command == "lint")
    return runLintCommand(Rest);
  if (Command == "lsp")
    return runLspCommand(Rest);
  if (Command == "mappings")
    return runMappingsCommand(Rest);
  llvm::errs() << "hipport: error: unknown command '" << Command
               << "' (see 'hipport --help')\n";
  return ExitUsageError;
}
