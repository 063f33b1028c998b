//===- HipportTablegen.cpp - Dump a header tree's public declarations -----===//
//
// hipport-tablegen parses a source file that includes a library's headers and
// prints, as `kind<TAB>name<TAB>file`, every public declaration and macro
// declared in files under the --prefix directories. gen_tables.py runs it on
// the CUDA headers to learn what needs a mapping and on the HIP headers to
// verify that every mapped-to name exists.
//
//   hipport-tablegen --prefix=/usr/local/cuda/include probe.cu --
//       -x cuda --cuda-host-only -nocudalib ...
//
// (all on one line).
//
//===----------------------------------------------------------------------===//

#include "CollectAction.h"
#include "DeclarationPrinter.h"
#include "NameFilter.h"
#include "PathFilter.h"
#include "RecordSink.h"
#include "TypeAliases.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang::tooling;
using namespace hipport::tablegen;
using namespace llvm;

static cl::OptionCategory TablegenCategory("hipport-tablegen options");

static cl::list<std::string>
    Prefixes("prefix",
             cl::desc("Report declarations in files under this directory "
                      "(repeatable)"),
             cl::OneOrMore, cl::cat(TablegenCategory));

static cl::opt<bool>
    KeepAll("all",
            cl::desc("Report reserved and implementation names too (for "
                     "verifying that a name exists)"),
            cl::cat(TablegenCategory));

// nvcc-only headers (crt/device_functions.h, sm_30_intrinsics.h, ...) are
// the only place some intrinsics are declared, since clang provides them as
// builtins; parsing them with clang conflicts with clang's own declarations.
// Those errors do not remove the names, so that pass may opt out of failing.
static cl::opt<bool> AllowErrors(
    "allow-errors",
    cl::desc("Report declarations even if the headers have errors, and do "
             "not print diagnostics"),
    cl::cat(TablegenCategory));

// hipport --no-cuda-sdk parses user code against declarations regenerated
// from the CUDA headers; this mode prints them (see DeclarationPrinter.h).
static cl::opt<bool> PrintDeclarations(
    "declarations",
    cl::desc("Print the normalised declarations and macros of the files "
             "under the prefixes, in translation-unit order, instead of "
             "their names"),
    cl::cat(TablegenCategory));

// gen_tables.py maps the other spellings of a mapped type (a struct's tag,
// a _v2 typedef) by what each typedef stands for (TypeAliases.h).
static cl::opt<bool> PrintTypeAliases(
    "type-aliases",
    cl::desc("Print what each typedef of the files under the prefixes "
             "stands for, instead of their names"),
    cl::cat(TablegenCategory));

// The tool is not installed next to clang, so clang cannot find its own
// headers (__clang_cuda_runtime_wrapper.h, stddef.h) relative to argv[0].
static cl::opt<std::string>
    ResourceDir("resource-dir",
                cl::desc("clang resource directory (default: the one of the "
                         "LLVM this tool was built against)"),
                cl::init(HIPPORT_CLANG_RESOURCE_DIR),
                cl::cat(TablegenCategory));

int main(int argc, const char **argv) {
  auto Parser = CommonOptionsParser::create(argc, argv, TablegenCategory);
  if (!Parser) {
    errs() << Parser.takeError();
    return 2;
  }
  ClangTool Tool(Parser->getCompilations(), Parser->getSourcePathList());
  Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
      {"-resource-dir", ResourceDir}, ArgumentInsertPosition::BEGIN));
  // Past the error limit clang stops parsing, which would lose the rest of
  // the headers.
  clang::IgnoringDiagConsumer Silent;
  if (AllowErrors) {
    Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
        "-ferror-limit=0", ArgumentInsertPosition::END));
    Tool.setDiagnosticConsumer(&Silent);
  }

  PathFilter Paths(Prefixes);
  if (PrintDeclarations) {
    // Buffered so that a failed parse prints nothing.
    std::string Text;
    raw_string_ostream OS(Text);
    DeclarationPrinterFactory Printer(Paths, OS);
    if (int RC = Tool.run(&Printer); RC && !AllowErrors) {
      errs() << "hipport-tablegen: the headers did not parse; no output\n";
      return RC;
    }
    outs() << OS.str();
    return 0;
  }
  if (PrintTypeAliases) {
    TypeAliasMap Aliases;
    TypeAliasActionFactory Factory(Paths, Aliases);
    if (int RC = Tool.run(&Factory); RC && !AllowErrors) {
      errs() << "hipport-tablegen: the headers did not parse; no output\n";
      return RC;
    }
    for (const auto &[Name, Target] : Aliases)
      outs() << Name << '\t' << Target << '\n';
    return 0;
  }
  NameFilter Names(KeepAll);
  RecordSink Sink;
  CollectActionFactory Factory(Paths, Names, Sink);
  // A header that fails to parse would silently shrink the tables, so any
  // error is fatal rather than a partial listing.
  int RC = Tool.run(&Factory);
  if (RC && !AllowErrors) {
    errs() << "hipport-tablegen: the headers did not parse; no output\n";
    return RC;
  }
  Sink.print(outs());
  return 0;
}
