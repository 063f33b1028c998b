//===- Server.h - hipport's language server ---------------------*- C++ -*-===//
//
// `hipport lsp`: LSP 3.17 over a Transport. Diagnostics are lint's findings
// on the editor's text, published after open, save and (debounced) change;
// code actions apply their fix-its or suppress them, convert the whole file
// or preview its conversion; hover says what a CUDA name becomes.
// docs/ide.md describes what is advertised and how editors start it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_LSP_SERVER_H
#define HIPPORT_LSP_SERVER_H

#include "Lsp/BufferConverter.h"
#include "Lsp/BufferLinter.h"
#include "Lsp/DocumentStore.h"
#include "Lsp/LintScheduler.h"
#include "Lsp/Transport.h"
#include "Mapping/MappingTable.h"
#include <chrono>
#include <map>
#include <mutex>
#include <set>

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
  /// What the client said it can do, in `initialize`.
  struct {
    /// codeActionLiteralSupport and resolveSupport for `edit`: the edit
    /// of "Convert this file to HIP" is computed in codeAction/resolve.
    bool ResolvesEdits = false;
    /// window.showDocument: the preview is opened through it.
    bool ShowsDocuments = false;
    /// workspace.applyEdit: without ResolvesEdits, "Convert this file to
    /// HIP" is a command whose edit the server applies.
    bool AppliesEdits = false;
    /// workspace.workspaceEdit.resourceOperations "create": the compat
    /// header is created with the conversion's edit (documentChanges).
    bool CreatesFiles = false;
  } Client;
  /// The last conversion of each document (of the text it holds); only
  /// the thread that reads messages uses it.
  std::map<std::string, BufferConversion> Conversions;
  unsigned RequestsSent = 0;
  /// Messages for the editor that wait for the response to initialize.
  std::vector<std::pair<int, std::string>> AfterInitialize;
  /// Errors already shown to the user (a broken compile_commands.json
  /// fails every lint: shown once, logged each time).
  std::mutex ShownLock;
  std::set<std::string> Shown;
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
  void addConversionActions(const std::string &Uri, const Document &Doc,
                            const llvm::json::Object *Context,
                            llvm::json::Array &Actions);
  llvm::Expected<llvm::json::Value>
  resolveCodeAction(const llvm::json::Object *Action);
  llvm::Expected<llvm::json::Value>
  executeCommand(const llvm::json::Object *Params);
  /// The WorkspaceEdit of "Convert this file to HIP": Doc's text replaced
  /// with Conversion's and, when it includes the compat header and the
  /// header is not in place, the header created (CreatesFiles). Chosen:
  /// the user chose the action, so a message says what the edit cannot do.
  llvm::json::Value conversionEdit(llvm::StringRef Uri, const Document &Doc,
                                   const BufferConversion &Conversion,
                                   bool Chosen);
  /// The ConvertCommand: the edit, through workspace/applyEdit.
  llvm::Expected<llvm::json::Value> convertCommand(llvm::StringRef Uri);
  /// The conversion of Doc's current text, from Conversions or computed.
  llvm::Expected<BufferConversion> conversionOf(const std::string &Uri,
                                                const Document &Doc);
  /// The conversion of the open document Uri (copied to Doc), or an error
  /// response and a message saying why not; warns when it is partial.
  llvm::Expected<BufferConversion> conversionToApply(llvm::StringRef Uri,
                                                     Document &Doc);
  /// An error response (-32803) that a window/showMessage also shows.
  llvm::Error requestFailed(const llvm::Twine &Why);
  llvm::json::Value hover(const llvm::json::Object *Params);
  void lintNow(const std::string &Uri);
  void publish(llvm::StringRef Uri, std::optional<int64_t> Version,
               llvm::json::Array Diagnostics);

  /// window/showMessage: Type 1 error, 2 warning, 3 information.
  void showMessage(int Type, const llvm::Twine &Text);
  /// showMessage, unless this text was shown already.
  void showMessageOnce(int Type, const llvm::Twine &Text);
  /// A configuration error: in the log and, once, in the editor.
  void configurationError(const llvm::Twine &Text);
  /// A request of the server's; the client's response is not awaited.
  void sendRequest(llvm::StringRef Method, llvm::json::Value Params);

  void reply(const llvm::json::Value &Id,
             llvm::Expected<llvm::json::Value> Result);
  void replyError(const llvm::json::Value &Id, int Code,
                  const llvm::Twine &Message);
};

} // namespace lsp
} // namespace hipport

#endif
