//===- MappingsCommand.cpp - `hipport mappings` ---------------------------===//
#include "ArgReader.h"
#include "Commands.h"
#include "Driver/ConvertSession.h"
#include "Mapping/EntryDescription.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace hipport;

static const char MappingsHelp[] =
    R"(usage: hipport mappings query NAME... [--mappings FILE]
       hipport mappings stats [--mappings FILE]

query: prints what each CUDA NAME becomes in HIP, or why it cannot be
converted, with the HIP versions that declare it: [HIP X.Y+] (since),
[removed in HIP X.Y], [changed in HIP X.Y: what]. exit status: 0 all names known, 1 some name unknown, 2 usage error.
stats: prints, per table, how many entries are supported, deprecated,
unsupported, unverified (HIP names not checked against installed headers) and
need a newer HIP (since), then the totals.
)";

namespace {
/// Entry counts of one table, in the column order `stats` prints.
struct TableStats {
  unsigned Entries = 0, Supported = 0, Deprecated = 0, Unsupported = 0,
           Unverified = 0, Since = 0;

  void add(const MappingEntry &E) {
    ++Entries;
    Supported += E.Status == EntryStatus::Supported;
    Deprecated += E.Status == EntryStatus::Deprecated;
    Unsupported += E.Status == EntryStatus::Unsupported;
    Unverified += !E.Verified;
    Since += E.Since.has_value();
  }
  void print(llvm::StringRef Name, llvm::raw_ostream &OS) const {
    OS << llvm::format("%-20s %8u %9u %10u %11u %10u %5u\n", Name.str().c_str(),
                       Entries, Supported, Deprecated, Unsupported, Unverified,
                       Since);
  }
};
} // namespace

/// `hipport mappings stats`: the counts test/lit/tables/coverage.test checks
/// against docs/coverage.md, computed from the tables hipport really loads.
static int printStats(const MappingTable &Table) {
  std::map<std::string, TableStats> ByLibrary;
  TableStats Total;
  Table.forEach([&](const MappingEntry &E) {
    ByLibrary[E.Library].add(E);
    Total.add(E);
  });
  llvm::outs() << "library               entries supported deprecated "
                  "unsupported unverified since\n";
  for (const auto &[Name, Stats] : ByLibrary)
    Stats.print(Name, llvm::outs());
  Total.print("total", llvm::outs());
  return ExitConverted;
}

int hipport::runMappingsCommand(llvm::ArrayRef<std::string> Args) {
  if (Args.empty() || Args[0] == "--help" || Args[0] == "-h") {
    llvm::outs() << MappingsHelp;
    return Args.empty() ? ExitUsageError : ExitConverted;
  }
  if (Args[0] != "query" && Args[0] != "stats") {
    llvm::errs() << "hipport mappings: error: unknown action '" << Args[0]
                 << "' (expected 'query' or 'stats')\n";
    return ExitUsageError;
  }
  bool Stats = Args[0] == "stats";
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
  if (!Reader.Error.empty() || Names.empty() != Stats) {
    llvm::errs() << "hipport mappings: error: "
                 << (!Reader.Error.empty() ? Reader.Error
                     : Stats               ? "'stats' takes no names"
                                           : "no name to query")
                 << "\n";
    return ExitUsageError;
  }
  MappingTable Table;
  if (llvm::Error Err = loadTables(Table, UserTables)) {
    llvm::errs() << llvm::toString(std::move(Err)) << "\n";
    return ExitUsageError;
  }
  if (Stats)
    return printStats(Table);
  int Status = ExitConverted;
  for (const std::string &Name : Names) {
    bool Found = false;
    Table.forEach([&](const MappingEntry &E) {
      if (E.Cuda == Name) {
        describeEntry(E, llvm::outs());
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
