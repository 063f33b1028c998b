//===- LspCommand.cpp - `hipport lsp` -------------------------------------===//
#include "ArgReader.h"
#include "Commands.h"
#include "CommonOptions.h"
#include "Lsp/Log.h"
#include "Lsp/Server.h"
#include "Lsp/Uri.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace hipport;

static const char LspHelp[] =
    R"(usage: hipport lsp [options] [-- clang-args...]

A language server (LSP 3.17 over standard input and output) for editors:
lint's findings on the text being edited, published on open, on save and
300 ms after the last change; their fix-its and a suppression comment as
quick fixes; the whole file converted to HIP (as `hipport convert` would
convert the text being edited), or its conversion previewed in a file under
the cache directory, as source actions; what a CUDA name becomes on hover. Each file's flags come from
-p, else from the nearest compile_commands.json above it (or in a build/
directory beside one of its parents). docs/ide.md shows editor setups.

options:
  --docs-url URL             where diagnostics link rule pages to:
                             URL/<rule-id>.md (default: the file:// URL of
                             the installed docs/rules)
  --debounce-ms N            how long after the last change a file is
                             linted (default 300)
)";

static const char LspExit[] = R"(
exit status: 0 after shutdown and exit, 1 on exit without shutdown or at
the end of input, 2 usage or configuration error (before serving).
)";

static int serverUsageError(const llvm::Twine &Message) {
  // Whole lines, as everything the server logs (Lsp/Log.h).
  lsp::logLine("hipport lsp: error: " + Message);
  lsp::logLine("(see 'hipport lsp --help')");
  return 2;
}

/// The file:// URL of the rule pages shipped in the data directory.
static std::string defaultDocsUrl() {
  llvm::SmallString<256> Dir(dataDirectory());
  llvm::sys::fs::make_absolute(Dir);
  llvm::sys::path::append(Dir, "docs", "rules");
  llvm::sys::path::remove_dots(Dir, /*remove_dot_dot=*/true);
  return lsp::uriFromPath(Dir);
}

int hipport::runLspCommand(llvm::ArrayRef<std::string> AllArgs) {
  CommonOptions Common;
  llvm::ArrayRef<std::string> Args = splitClangArgs(AllArgs, Common.ClangArgs);
  lsp::ServerOptions Options;
  Options.ServerVersion = HIPPORT_VERSION;
  Options.DocsBase = defaultDocsUrl();
  ArgReader Reader(Args);
  while (!Reader.done()) {
    std::string Error;
    if (Reader.flag("--help") || Reader.flag("-h")) {
      llvm::outs() << LspHelp << CommonOptionsHelp << LspExit;
      return 0;
    }
    if (readCommonOption(Reader, Common, Error)) {
      if (!Error.empty())
        return serverUsageError(Error);
    } else if (auto V = Reader.value("--docs-url")) {
      Options.DocsBase = llvm::StringRef(*V).rtrim('/').str();
    } else if (auto V = Reader.value("--debounce-ms")) {
      unsigned Millis;
      if (llvm::StringRef(*V).getAsInteger(10, Millis))
        return serverUsageError("--debounce-ms must be a number, not '" + *V +
                                "'");
      Options.Debounce = std::chrono::milliseconds(Millis);
    } else {
      return serverUsageError(Reader.Error.empty()
                                  ? "unknown argument '" + Reader.peek().str() +
                                        "'"
                                  : Reader.Error);
    }
  }
  // The protocol owns standard output from here on.
  lsp::Transport Channel = lsp::Transport::standardStreams();
  MappingTable Table;
  RuleCatalog Rules;
  JobSettings Job;
  std::string Database = Common.DatabasePath;
  if (llvm::Error Err = prepareJob(Common, Table, Rules, Job)) {
    // As reportConfigError words it, but a line at a time, whole.
    std::string Message = llvm::toString(std::move(Err));
    lsp::logText(llvm::StringRef(Message).contains(": error: ")
                     ? Message
                     : "hipport lsp: error: " + Message);
    return 2;
  }
  if (!Database.empty()) {
    llvm::SmallString<256> Absolute(Database);
    llvm::sys::fs::make_absolute(Absolute);
    Database = std::string(Absolute);
  }
  lsp::BufferLinter Linter(Job, Database);
  lsp::Server Server(Channel, Table, Linter, std::move(Options));
  return Server.run();
}
