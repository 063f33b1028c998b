//===- MappingsCommand.cpp - `hipport mappings` ---------------------------===//
#include "ArgReader.h"
#include "Commands.h"
#include "Driver/ConvertSession.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace hipport;

static const char MappingsHelp[] = R"(usage: hipport mappings query NAME... [--mappings FILE]

Prints what each CUDA NAME becomes in HIP, or why it cannot be converted.
exit status: 0 all names known, 1 some name unknown, 2 usage error.
)";

static void printEntry(const MappingEntry &E, llvm::raw_ostream &OS) {
  OS << E.Cuda << " (" << entryKindName(E.Kind) << ", " << E.Library
     << "): ";
  if (E.Status == EntryStatus::Unsupported) {
    OS << "unsupported: " << E.Reason;
    if (!E.Hint.empty())
      OS << "; " << E.Hint;
    OS << "\n";
    return;
  }
  OS << (E.Hip.Name.empty() ? "(removed)" : E.Hip.Name);
  if (!E.Hip.Args.empty())
    OS << "(" << llvm::join(E.Hip.Args, ", ") << ")";
  if (E.Status == EntryStatus::Deprecated)
    OS << " [deprecated" << (E.Reason.empty() ? "" : ": " + E.Reason) << "]";
  if (E.Since)
    OS << " [HIP " << E.Since->str() << "+]";
  if (E.Fallback) {
    OS << "; before HIP " << (E.Since ? E.Since->str() : "?") << ": "
       << E.Fallback->Name;
    if (!E.Fallback->Args.empty())
      OS << "(" << llvm::join(E.Fallback->Args, ", ") << ")";
  }
  OS << "\n";
}

int hipport::runMappingsCommand(llvm::ArrayRef<std::string> Args) {
  if (Args.empty() || Args[0] == "--help" || Args[0] == "-h") {
    llvm::outs() << MappingsHelp;
    return Args.empty() ? ExitUsageError : ExitConverted;
  }
  if (Args[0] != "query") {
    llvm::errs() << "hipport mappings: error: unknown action '" << Args[0]
                 << "' (expected 'query')\n";
    return ExitUsageError;
  }
  std::vector<std::string> Names, UserTables;
  ArgReader Reader(Args.drop_front());
  while (!Reader.done()) {
    if (auto V = Reader.value("--mappings"))
      UserTables.push_back(*V);
    else if (!Reader.Error.empty())
      break;
    else if (Reader.peek().starts_with("-")) {
      llvm::errs() << "hipport mappings: error: unknown option '"
                   << Reader.peek() << "'\n";
      return ExitUsageError;
    } else
      Names.push_back(Reader.next());
  }
  if (!Reader.Error.empty() || Names.empty()) {
    llvm::errs() << "hipport mappings: error: "
                 << (Reader.Error.empty() ? "no name to query" : Reader.Error)
                 << "\n";
    return ExitUsageError;
  }
  MappingTable Table;
  if (llvm::Error Err = loadTables(Table, UserTables)) {
    llvm::errs() << llvm::toString(std::move(Err)) << "\n";
    return ExitUsageError;
  }
  int Status = ExitConverted;
  for (const std::string &Name : Names) {
    bool Found = false;
    Table.forEach([&](const MappingEntry &E) {
      if (E.Cuda == Name) {
        printEntry(E, llvm::outs());
        Found = true;
      }
    });
    if (!Found) {
      llvm::outs() << Name << ": not in hipport's tables\n";
      Status = 1;
    }
  }
  return Status;
}
