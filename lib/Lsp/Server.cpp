//===- Server.cpp ---------------------------------------------------------===//
#include "Lsp/Server.h"
#include "Lsp/FindingDiagnostics.h"
#include "Lsp/Hover.h"
#include "Lsp/Uri.h"
#include "llvm/Support/raw_ostream.h"

using namespace hipport;
using namespace hipport::lsp;

namespace {
/// JSON-RPC and LSP error codes.
enum ErrorCode : int {
  ParseError = -32700,
  InvalidRequest = -32600,
  MethodNotFound = -32601,
  InvalidParams = -32602,
  ServerNotInitialized = -32002,
};

/// An error a request handler returns, with its JSON-RPC code.
class RpcError : public llvm::ErrorInfo<RpcError> {
public:
  static char ID;
  RpcError(int Code, std::string Message)
      : Code(Code), Message(std::move(Message)) {}
  void log(llvm::raw_ostream &OS) const override { OS << Message; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }
  int Code;
  std::string Message;
};
char RpcError::ID;

llvm::Error rpcError(int Code, const llvm::Twine &Message) {
  return llvm::make_error<RpcError>(Code, Message.str());
}

std::string documentUri(const llvm::json::Object *Params) {
  if (!Params)
    return "";
  const llvm::json::Object *Doc = Params->getObject("textDocument");
  std::optional<llvm::StringRef> Uri =
      Doc ? Doc->getString("uri") : std::nullopt;
  return Uri ? Uri->str() : "";
}
} // namespace

Server::Server(Transport &Channel, const MappingTable &Table,
               BufferLinter &Linter, ServerOptions Options)
    : Channel(Channel), Table(Table), Linter(Linter),
      Options(std::move(Options)),
      Scheduler([this](const std::string &Uri) { lintNow(Uri); }) {}

int Server::run() {
  while (true) {
    IncomingMessage In = Channel.read();
    switch (In.Status) {
    case IncomingMessage::End:
      Scheduler.stop();
      return ShutdownRequested ? 0 : 1;
    case IncomingMessage::BadHeader:
    case IncomingMessage::Oversized:
      replyError(nullptr, InvalidRequest, In.Problem);
      continue;
    case IncomingMessage::BadJson:
      replyError(nullptr, ParseError, "invalid JSON: " + In.Problem);
      continue;
    case IncomingMessage::Message:
      break;
    }
    const llvm::json::Object *Message = In.Value.getAsObject();
    if (!Message) {
      replyError(nullptr, InvalidRequest, "a message must be a JSON object");
      continue;
    }
    if (!handle(*Message)) {
      Scheduler.stop();
      return ShutdownRequested ? 0 : 1;
    }
  }
}

bool Server::handle(const llvm::json::Object &Message) {
  const llvm::json::Value *Id = Message.get("id");
  std::optional<llvm::StringRef> Method = Message.getString("method");
  if (!Method) {
    // A response to a request of ours: the server sends none.
    if (Id && (Message.get("result") || Message.get("error")))
      return true;
    replyError(Id ? *Id : llvm::json::Value(nullptr), InvalidRequest,
               "a message must have a method");
    return true;
  }
  const llvm::json::Value *ParamsValue = Message.get("params");
  const llvm::json::Object *Params =
      ParamsValue ? ParamsValue->getAsObject() : nullptr;
  if (!Id) {
    if (*Method == "exit")
      return false;
    handleNotification(*Method, Params);
    return true;
  }
  if (Id->kind() != llvm::json::Value::Number &&
      Id->kind() != llvm::json::Value::String) {
    replyError(nullptr, InvalidRequest, "a request id is a number or a string");
    return true;
  }
  reply(*Id, handleRequest(*Method, Params));
  return true;
}

llvm::Expected<llvm::json::Value>
Server::handleRequest(llvm::StringRef Method,
                      const llvm::json::Object *Params) {
  if (Method == "initialize") {
    Initialized = true;
    return initialize(Params);
  }
  if (!Initialized)
    return rpcError(ServerNotInitialized, "initialize first");
  if (ShutdownRequested)
    return rpcError(InvalidRequest, "the server is shutting down");
  if (Method == "shutdown") {
    ShutdownRequested = true;
    return nullptr;
  }
  if (Method == "textDocument/codeAction" || Method == "textDocument/hover") {
    if (!Params || documentUri(Params).empty())
      return rpcError(InvalidParams, Method + " needs a textDocument");
    return Method == "textDocument/hover" ? hover(Params) : codeAction(Params);
  }
  return rpcError(MethodNotFound, "method not found: " + Method);
}

llvm::json::Value Server::initialize(const llvm::json::Object *Params) {
  const llvm::json::Object *Init =
      Params ? Params->getObject("initializationOptions") : nullptr;
  if (Init)
    if (std::optional<llvm::StringRef> Hip = Init->getString("hipVersion"))
      if (std::optional<Version> V = Version::parse(*Hip))
        Linter.setHipVersion(*V);
  // Only what is implemented: full text sync, open/close/save, quick fixes
  // and hover.
  llvm::json::Object Sync{{"openClose", true},
                          {"change", 1},
                          {"save", llvm::json::Object{{"includeText", false}}}};
  return llvm::json::Object{
      {"capabilities",
       llvm::json::Object{{"textDocumentSync", std::move(Sync)},
                          {"codeActionProvider",
                           llvm::json::Object{{"codeActionKinds",
                                               llvm::json::Array{"quickfix"}}}},
                          {"hoverProvider", true}}},
      {"serverInfo", llvm::json::Object{{"name", "hipport"},
                                        {"version", Options.ServerVersion}}}};
}

void Server::handleNotification(llvm::StringRef Method,
                                const llvm::json::Object *Params) {
  std::string Uri = documentUri(Params);
  if (Method == "textDocument/didOpen" && !Uri.empty()) {
    const llvm::json::Object *Doc = Params->getObject("textDocument");
    Document D;
    D.Path = pathFromUri(Uri).value_or("");
    D.Text = Doc->getString("text").value_or("").str();
    D.Version = Doc->getInteger("version").value_or(0);
    Documents.open(Uri, std::move(D));
    Scheduler.schedule(Uri, std::chrono::milliseconds(0));
  } else if (Method == "textDocument/didChange" && !Uri.empty()) {
    const llvm::json::Array *Changes = Params->getArray("contentChanges");
    if (!Changes || Changes->empty())
      return;
    // Full synchronisation: the last change holds the whole text.
    const llvm::json::Object *Last = Changes->back().getAsObject();
    std::optional<llvm::StringRef> Text =
        Last ? Last->getString("text") : std::nullopt;
    const llvm::json::Object *Doc = Params->getObject("textDocument");
    if (!Text || !Documents.update(Uri, Text->str(),
                                   Doc->getInteger("version").value_or(0)))
      return;
    Scheduler.schedule(Uri, Options.Debounce);
  } else if (Method == "textDocument/didSave" && !Uri.empty()) {
    if (std::optional<llvm::StringRef> Text = Params->getString("text"))
      if (std::optional<Document> D = Documents.get(Uri))
        Documents.update(Uri, Text->str(), D->Version);
    Scheduler.schedule(Uri, std::chrono::milliseconds(0));
  } else if (Method == "textDocument/didClose" && !Uri.empty()) {
    Scheduler.cancel(Uri);
    Documents.close(Uri);
    publish(Uri, std::nullopt, {});
  }
  // initialized, $/cancelRequest (every request is answered before the
  // next message is read), $/setTrace and the rest need nothing.
}

void Server::lintNow(const std::string &Uri) {
  std::optional<Document> Doc = Documents.get(Uri);
  if (!Doc || Doc->Path.empty())
    return;
  std::string Log;
  llvm::raw_string_ostream LogStream(Log);
  auto Started = std::chrono::steady_clock::now();
  auto Lint = Linter.lint(Doc->Path, Doc->Text, LogStream);
  auto Millis = std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::steady_clock::now() - Started)
                    .count();
  LogStream.flush();
  llvm::errs() << Log;
  if (!Lint) {
    llvm::errs() << "hipport lsp: " << Doc->Path << ": "
                 << llvm::toString(Lint.takeError()) << "\n";
    return;
  }
  llvm::errs() << "hipport lsp: linted " << Doc->Path << " (version "
               << Doc->Version << ", flags from "
               << (Lint->FlagsFrom.empty() ? "the command line"
                                           : Lint->FlagsFrom)
               << ") in " << Millis << " ms: " << Lint->Findings.size()
               << " finding(s)\n";
  LineIndex Lines(Lint->Text);
  llvm::json::Array Diagnostics;
  for (const Finding &F : Lint->Findings)
    Diagnostics.push_back(
        diagnosticJson(F, Lines, Lint->Text, Options.DocsBase));
  Documents.setLint(Uri, std::move(*Lint));
  publish(Uri, Doc->Version, std::move(Diagnostics));
}

void Server::publish(llvm::StringRef Uri, std::optional<int64_t> Version,
                     llvm::json::Array Diagnostics) {
  llvm::json::Object Params{{"uri", Uri.str()},
                            {"diagnostics", std::move(Diagnostics)}};
  if (Version)
    Params["version"] = *Version;
  Channel.send(llvm::json::Object{{"jsonrpc", "2.0"},
                                  {"method", "textDocument/publishDiagnostics"},
                                  {"params", std::move(Params)}});
}

llvm::json::Value Server::codeAction(const llvm::json::Object *Params) {
  std::string Uri = documentUri(Params);
  std::optional<Document> Doc = Documents.get(Uri);
  const llvm::json::Object *Range = Params->getObject("range");
  std::optional<Position> Begin =
      Range ? positionFromJson(Range->get("start")) : std::nullopt;
  std::optional<Position> End =
      Range ? positionFromJson(Range->get("end")) : std::nullopt;
  // Fix-its are offsets into the text that was linted: none for a document
  // edited since, until its next lint.
  if (!Doc || !Doc->Lint || !Begin || !End || Doc->Lint->Text != Doc->Text)
    return llvm::json::Array{};
  LineIndex Lines(Doc->Text);
  return codeActions(Doc->Lint->Findings, Lines, Doc->Text, Uri, Begin->Line,
                     End->Line, Options.DocsBase);
}

llvm::json::Value Server::hover(const llvm::json::Object *Params) {
  std::optional<Document> Doc = Documents.get(documentUri(Params));
  std::optional<Position> At = positionFromJson(Params->get("position"));
  if (!Doc || !At)
    return nullptr;
  LineIndex Lines(Doc->Text);
  return hoverAt(Table, Linter.settings().Options.HipVersion, Doc->Text, Lines,
                 *At);
}

void Server::reply(const llvm::json::Value &Id,
                   llvm::Expected<llvm::json::Value> Result) {
  if (Result) {
    Channel.send(llvm::json::Object{
        {"jsonrpc", "2.0"}, {"id", Id}, {"result", std::move(*Result)}});
    return;
  }
  int Code = InvalidRequest;
  std::string Message;
  llvm::handleAllErrors(
      Result.takeError(),
      [&](const RpcError &E) {
        Code = E.Code;
        Message = E.Message;
      },
      [&](const llvm::ErrorInfoBase &E) { Message = E.message(); });
  replyError(Id, Code, Message);
}

void Server::replyError(const llvm::json::Value &Id, int Code,
                        const llvm::Twine &Message) {
  Channel.send(llvm::json::Object{
      {"jsonrpc", "2.0"},
      {"id", Id},
      {"error",
       llvm::json::Object{{"code", Code}, {"message", Message.str()}}}});
}
