//===- Server.h - hipport's language server ---------------------*- C++ -*-===//
//
// `hipport lsp`: LSP 3.17 over a Transport. Diagnostics are lint's findings
// on the editor's text, published after open, save and (debounced) change;
// code actions apply their fix-its or suppress them; hover says what a CUDA
// name becomes. docs/ide.md describes what is advertised and how editors
// start it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_LSP_SERVER_H
#define HIPPORT_LSP_SERVER_H

#include "Lsp/BufferLinter.h"
#include "Lsp/DocumentStore.h"
#include "Lsp/LintScheduler.h"
#include "Lsp/Transport.h"
#include "Mapping/MappingTable.h"
#include <chrono>

namespace hipport {
namespace lsp {

struct ServerOptions {
  /// Where codeDescription links point: DocsBase/<rule-id>.md.
  std::string DocsBase;
  /// How long after the last change a document is linted.
  std::chrono::milliseconds Debounce{300};
  std::string ServerVersion;
};

class Server {
public:
  Server(Transport &Channel, const MappingTable &Table, BufferLinter &Linter,
         ServerOptions Options);

  /// Serves until `exit` or the end of input. The exit status LSP asks
  /// for: 0 after a shutdown request, 1 otherwise.
  int run();

private:
  Transport &Channel;
  const MappingTable &Table;
  BufferLinter &Linter;
  ServerOptions Options;
  DocumentStore Documents;
  bool Initialized = false;
  bool ShutdownRequested = false;
  /// Declared last: its worker uses the members above until it is joined.
  LintScheduler Scheduler;

  /// False when the message was `exit`.
  bool handle(const llvm::json::Object &Message);
  void handleNotification(llvm::StringRef Method,
                          const llvm::json::Object *Params);
  llvm::Expected<llvm::json::Value>
  handleRequest(llvm::StringRef Method, const llvm::json::Object *Params);

  llvm::json::Value initialize(const llvm::json::Object *Params);
  llvm::json::Value codeAction(const llvm::json::Object *Params);
  llvm::json::Value hover(const llvm::json::Object *Params);
  void lintNow(const std::string &Uri);
  void publish(llvm::StringRef Uri, std::optional<int64_t> Version,
               llvm::json::Array Diagnostics);

  void reply(const llvm::json::Value &Id,
             llvm::Expected<llvm::json::Value> Result);
  void replyError(const llvm::json::Value &Id, int Code,
                  const llvm::Twine &Message);
};

} // namespace lsp
} // namespace hipport

#endif
