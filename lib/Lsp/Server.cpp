//===- Server.cpp ---------------------------------------------------------===//
#include "Lsp/Server.h"
#include "Lsp/ConversionActions.h"
#include "Lsp/FindingDiagnostics.h"
#include "Lsp/Hover.h"
#include "Lsp/Log.h"
#include "Lsp/PreviewFile.h"
#include "Lsp/Uri.h"
#include "Rewrite/CompatShims.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
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
  RequestFailed = -32803,
};

/// LSP's MessageType.
enum MessageType : int {
  ErrorMessage = 1,
  WarningMessage = 2,
  InfoMessage = 3
};

/// The client capability at Path (keys from the capabilities object).
const llvm::json::Value *
capability(const llvm::json::Object *Params,
           std::initializer_list<llvm::StringRef> Path) {
  const llvm::json::Object *O =
      Params ? Params->getObject("capabilities") : nullptr;
  const llvm::json::Value *V = nullptr;
  for (llvm::StringRef Key : Path) {
    V = O ? O->get(Key) : nullptr;
    O = V ? V->getAsObject() : nullptr;
  }
  return V;
}

/// Milliseconds since Started.
long long millisSince(std::chrono::steady_clock::time_point Started) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now() - Started)
      .count();
}

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
    if (!In.Skipped.empty())
      replyError(nullptr, ParseError,
                 "a message framed wrongly: skipped " + In.Skipped);
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
    case IncomingMessage::ShortBody:
      replyError(nullptr, ParseError, In.Problem);
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
  // Shown once the client knows the server (after its initialize result).
  for (auto &[Type, Text] : AfterInitialize)
    showMessageOnce(Type, Text);
  AfterInitialize.clear();
  return true;
}

llvm::Expected<llvm::json::Value>
Server::handleRequest(llvm::StringRef Method,
                      const llvm::json::Object *Params) {
  if (Method == "initialize") {
    // Once per session: a second one neither answers nor changes anything.
    if (Initialized)
      return rpcError(InvalidRequest, "initialize may be sent only once");
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
  if (Method == "codeAction/resolve") {
    if (!Params)
      return rpcError(InvalidParams, "codeAction/resolve needs a code action");
    return resolveCodeAction(Params);
  }
  if (Method == "workspace/executeCommand") {
    if (!Params)
      return rpcError(InvalidParams,
                      "workspace/executeCommand needs a command");
    return executeCommand(Params);
  }
  return rpcError(MethodNotFound, "method not found: " + Method);
}

llvm::json::Value Server::initialize(const llvm::json::Object *Params) {
  const llvm::json::Object *Init =
      Params ? Params->getObject("initializationOptions") : nullptr;
  if (const llvm::json::Value *Hip = Init ? Init->get("hipVersion") : nullptr) {
    std::optional<llvm::StringRef> Text = Hip->getAsString();
    std::optional<Version> V = Text ? Version::parse(*Text) : std::nullopt;
    if (V) {
      Linter.setHipVersion(*V);
    } else {
      // As the command line says it of --hip-version.
      std::string Given;
      llvm::raw_string_ostream OS(Given);
      if (Text)
        OS << "'" << *Text << "'";
      else
        OS << *Hip;
      configurationError(
          "initializationOptions hipVersion must be MAJOR.MINOR, not " +
          OS.str() + " (HIP " + Linter.settings().Options.HipVersion.str() +
          " is used)");
    }
  }
  const llvm::json::Value *Literals = capability(
      Params, {"textDocument", "codeAction", "codeActionLiteralSupport"});
  const llvm::json::Value *Resolvable = capability(
      Params, {"textDocument", "codeAction", "resolveSupport", "properties"});
  Client.ResolvesEdits = false;
  if (Literals && Literals->getAsObject() && Resolvable &&
      Resolvable->getAsArray())
    for (const llvm::json::Value &Property : *Resolvable->getAsArray())
      Client.ResolvesEdits |= Property.getAsString() == "edit";
  const llvm::json::Value *Shows =
      capability(Params, {"window", "showDocument", "support"});
  Client.ShowsDocuments = Shows && Shows->getAsBoolean().value_or(false);
  const llvm::json::Value *Applies =
      capability(Params, {"workspace", "applyEdit"});
  Client.AppliesEdits = Applies && Applies->getAsBoolean().value_or(false);
  // Resource operations exist only in documentChanges: a client that
  // advertises them takes documentChanges, whether it says so or not
  // (Neovim 0.7 does not).
  const llvm::json::Value *Operations =
      capability(Params, {"workspace", "workspaceEdit", "resourceOperations"});
  Client.CreatesFiles = false;
  if (Operations && Operations->getAsArray())
    for (const llvm::json::Value &Operation : *Operations->getAsArray())
      Client.CreatesFiles |= Operation.getAsString() == "create";
  // Only what is implemented: incremental text sync (ranges in UTF-16,
  // LSP's default position encoding), open/close/save, quick fixes, the
  // conversion actions and hover.
  llvm::json::Object Sync{{"openClose", true},
                          {"change", 2},
                          {"save", llvm::json::Object{{"includeText", false}}}};
  llvm::json::Object Actions{
      {"codeActionKinds",
       llvm::json::Array{"quickfix", ConvertKind, PreviewKind}},
      {"resolveProvider", true}};
  return llvm::json::Object{
      {"capabilities",
       llvm::json::Object{
           {"textDocumentSync", std::move(Sync)},
           {"codeActionProvider", std::move(Actions)},
           {"executeCommandProvider",
            llvm::json::Object{
                {"commands",
                 llvm::json::Array{PreviewCommand, ConvertCommand}}}},
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
    std::optional<Document> Current = Documents.get(Uri);
    if (!Changes || Changes->empty() || !Current)
      return;
    // Incremental synchronisation: the changes apply in order, each to the
    // text the one before left (one without a range replaces it all).
    std::string Text = std::move(Current->Text);
    for (const llvm::json::Value &Change : *Changes)
      if (llvm::Error Err = applyContentChange(Text, Change)) {
        logLine("hipport lsp: " + Current->Path +
                ": didChange ignored: " + llvm::toString(std::move(Err)));
        return;
      }
    const llvm::json::Object *Doc = Params->getObject("textDocument");
    if (!Documents.update(Uri, std::move(Text),
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
    Conversions.erase(Uri);
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
  auto Millis = millisSince(Started);
  LogStream.flush();
  logText(Log);
  if (!Lint) {
    // Most often the configuration (a compile_commands.json that does not
    // load): the user must see it, and every lint until it is fixed.
    std::string Why = llvm::toString(Lint.takeError());
    logLine("hipport lsp: " + Doc->Path + ": " + Why);
    showMessageOnce(ErrorMessage, "hipport: error: " + Why);
    return;
  }
  logLine("hipport lsp: linted " + Doc->Path + " (version " +
          llvm::Twine(Doc->Version) + ", flags from " +
          (Lint->FlagsFrom.empty() ? "the command line" : Lint->FlagsFrom) +
          ") in " + llvm::Twine(Millis) +
          " ms: " + llvm::Twine(Lint->Findings.size()) + " finding(s)");
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
  if (!Doc)
    return llvm::json::Array{};
  const llvm::json::Object *Context = Params->getObject("context");
  const llvm::json::Object *Range = Params->getObject("range");
  std::optional<Position> Begin =
      Range ? positionFromJson(Range->get("start")) : std::nullopt;
  std::optional<Position> End =
      Range ? positionFromJson(Range->get("end")) : std::nullopt;
  llvm::json::Array Actions;
  // Fix-its are offsets into the text that was linted: none for a document
  // edited since, until its next lint.
  if (kindRequested(Context, "quickfix") && Doc->Lint && Begin && End &&
      Doc->Lint->Text == Doc->Text) {
    LineIndex Lines(Doc->Text);
    Actions = codeActions(Doc->Lint->Findings, Lines, Doc->Text, Uri,
                          Begin->Line, End->Line, Options.DocsBase);
  }
  addConversionActions(Uri, *Doc, Context, Actions);
  return Actions;
}

void Server::addConversionActions(const std::string &Uri, const Document &Doc,
                                  const llvm::json::Object *Context,
                                  llvm::json::Array &Actions) {
  bool WantConvert = kindRequested(Context, ConvertKind);
  bool WantPreview = kindRequested(Context, PreviewKind);
  if (Doc.Path.empty() || (!WantConvert && !WantPreview))
    return;
  // Nothing to convert: known from a conversion of this text, or from its
  // lint, which neither rewrote nor found a fix-it.
  auto Known = Conversions.find(Uri);
  bool Cached = Known != Conversions.end() && Known->second.Text == Doc.Text;
  if ((Cached && !Known->second.changes()) ||
      (Doc.Lint && Doc.Lint->Text == Doc.Text && !Doc.Lint->Rewrites))
    return;
  std::optional<llvm::json::Value> Edit;
  bool Partial = false;
  // Lazily when the client can: the action's edit is resolved, or a
  // command computes and applies it, when the action is chosen.
  bool Lazy = Client.ResolvesEdits || Client.AppliesEdits;
  if (WantConvert && !Lazy) {
    // The edit goes with the action. An editor that asks on its own (as
    // the cursor moves) does not wait for a parse: the action then waits
    // for one the user asks for.
    std::optional<int64_t> Trigger =
        Context ? Context->getInteger("triggerKind") : std::nullopt;
    if (!Cached && Trigger == 2)
      return;
    auto Conversion = conversionOf(Uri, Doc);
    if (!Conversion) {
      logLine("hipport lsp: " + llvm::toString(Conversion.takeError()));
      return;
    }
    if (!Conversion->changes())
      return;
    Edit = conversionEdit(Uri, Doc, *Conversion, /*Chosen=*/false);
    Partial = Conversion->Partial;
  }
  if (WantConvert && !Client.ResolvesEdits && Client.AppliesEdits)
    Actions.push_back(convertCommandAction(Uri, Doc.Version));
  else if (WantConvert)
    Actions.push_back(
        convertAction(Uri, Doc.Version, std::move(Edit), Partial));
  if (WantPreview)
    Actions.push_back(previewAction(Uri));
}

llvm::Expected<BufferConversion> Server::conversionOf(const std::string &Uri,
                                                      const Document &Doc) {
  auto Known = Conversions.find(Uri);
  if (Known != Conversions.end() && Known->second.Text == Doc.Text)
    return Known->second;
  std::string Log;
  llvm::raw_string_ostream LogStream(Log);
  auto Started = std::chrono::steady_clock::now();
  auto Conversion = convertBuffer(Linter, Doc.Path, Doc.Text, LogStream);
  LogStream.flush();
  logText(Log);
  if (!Conversion)
    return Conversion.takeError();
  logLine("hipport lsp: converted " + Doc.Path + " (version " +
          llvm::Twine(Doc.Version) + ") in " +
          llvm::Twine(millisSince(Started)) +
          " ms: " + (Conversion->changes() ? "changed" : "unchanged") +
          (Conversion->Partial ? ", partial" : ""));
  Conversions[Uri] = *Conversion;
  return Conversion;
}

llvm::Error Server::requestFailed(const llvm::Twine &Why) {
  showMessage(ErrorMessage, "hipport: " + Why);
  return rpcError(RequestFailed, Why);
}

llvm::Expected<BufferConversion> Server::conversionToApply(llvm::StringRef Uri,
                                                           Document &Doc) {
  std::optional<Document> Open = Documents.get(Uri);
  if (!Open || Open->Path.empty())
    return rpcError(InvalidParams, "the document is not open: " + Uri);
  Doc = std::move(*Open);
  auto Conversion = conversionOf(Uri.str(), Doc);
  if (!Conversion)
    return requestFailed(llvm::toString(Conversion.takeError()));
  llvm::StringRef Name = llvm::sys::path::filename(Doc.Path);
  // What convert would leave as it is, though it is not clean (a binary
  // file; a unit clang could not start on), is not converted at all.
  if (Conversion->Partial && !Conversion->changes())
    return requestFailed("hipport convert did not convert " + Name + ": " +
                         Conversion->Problem);
  if (Conversion->Partial)
    showMessage(WarningMessage,
                "hipport: clang could not parse all of " + Name +
                    ", so its conversion is partial: " + Conversion->Problem);
  return Conversion;
}

llvm::Expected<llvm::json::Value>
Server::resolveCodeAction(const llvm::json::Object *Action) {
  const llvm::json::Object *Data = Action->getObject("data");
  std::optional<llvm::StringRef> Uri =
      Data ? Data->getString("uri") : std::nullopt;
  // Not one of ours to resolve: it is complete as it is.
  if (!Uri || Action->getString("kind") != ConvertKind)
    return llvm::json::Value(llvm::json::Object(*Action));
  Document Doc;
  auto Conversion = conversionToApply(*Uri, Doc);
  if (!Conversion)
    return Conversion.takeError();
  llvm::json::Object Resolved(*Action);
  // The current text is what the edit replaces, whichever version the
  // action was offered for.
  if (Conversion->changes())
    Resolved["edit"] = conversionEdit(*Uri, Doc, *Conversion, /*Chosen=*/true);
  else
    showMessage(InfoMessage, "hipport: nothing to convert in " +
                                 llvm::sys::path::filename(Doc.Path));
  return llvm::json::Value(std::move(Resolved));
}

llvm::Expected<llvm::json::Value>
Server::executeCommand(const llvm::json::Object *Params) {
  std::optional<llvm::StringRef> Command = Params->getString("command");
  if (Command != PreviewCommand && Command != ConvertCommand)
    return rpcError(InvalidParams,
                    "unknown command: " + Command.value_or("(none)"));
  const llvm::json::Array *Args = Params->getArray("arguments");
  std::optional<llvm::StringRef> Uri =
      Args && !Args->empty() ? (*Args)[0].getAsString() : std::nullopt;
  if (!Uri)
    return rpcError(InvalidParams,
                    *Command + " needs the document's URI as argument");
  if (Command == ConvertCommand)
    return convertCommand(*Uri);
  Document Doc;
  auto Conversion = conversionToApply(*Uri, Doc);
  if (!Conversion)
    return Conversion.takeError();
  auto Path =
      writePreview(Linter.settings().CacheDir, Doc.Path, Conversion->Converted);
  if (!Path)
    return requestFailed(llvm::toString(Path.takeError()));
  std::string PreviewUri = uriFromPath(*Path);
  if (Client.ShowsDocuments)
    sendRequest("window/showDocument",
                llvm::json::Object{{"uri", PreviewUri}, {"takeFocus", true}});
  else
    showMessage(InfoMessage, "hipport: the HIP conversion of " +
                                 llvm::sys::path::filename(Doc.Path) +
                                 " is in " + *Path);
  return llvm::json::Object{{"uri", PreviewUri}, {"path", *Path}};
}

llvm::json::Value Server::conversionEdit(llvm::StringRef Uri,
                                         const Document &Doc,
                                         const BufferConversion &Conversion,
                                         bool Chosen) {
  llvm::json::Value Edit =
      wholeDocumentEdit(Uri, Doc.Text, Conversion.Converted);
  if (Conversion.CompatHeader.empty())
    return Edit;
  // Where `hipport convert FILE -o OUT` writes it, next to its output: the
  // converted buffer stays at its path, and includes "hipport/compat.h".
  llvm::SmallString<256> Header(llvm::sys::path::parent_path(Doc.Path));
  llvm::sys::path::append(Header, CompatHeaderName);
  llvm::SmallString<256> Source(Linter.settings().Frontend.DataDir);
  llvm::sys::path::append(Source, "share", CompatHeaderName);
  llvm::sys::fs::make_absolute(Source);
  llvm::sys::path::remove_dots(Source, /*remove_dot_dot=*/true);
  std::string Name = llvm::sys::path::filename(Doc.Path).str();
  std::string Includes = "hipport: the conversion of " + Name + " includes \"" +
                         CompatHeaderName.str() + "\"";
  bool Exists = llvm::sys::fs::exists(Header);
  unsigned OldLines = 0;
  if (Exists) {
    auto Old = llvm::MemoryBuffer::getFile(Header, /*IsText=*/false);
    if (Old && (*Old)->getBuffer() == Conversion.CompatHeader)
      return Edit; // In place already.
    if (Old)
      OldLines = (*Old)->getBuffer().count('\n');
    if (!Old || !isWrittenCompatHeader(Header, (*Old)->getBuffer())) {
      // Never replaced, as convert never replaces it.
      if (Chosen)
        showMessage(WarningMessage,
                    Includes + ", and " + Header +
                        " is not a header hipport wrote, so it is left as "
                        "it is: move it away and copy " +
                        Source + " there");
      return Edit;
    }
  }
  if (!Client.CreatesFiles) {
    if (Chosen)
      showMessage(WarningMessage, Includes +
                                      ", which this editor cannot "
                                      "create: copy " +
                                      Source + " to " + Header);
    return Edit;
  }
  // Its directory, empty, once the action is chosen: a CreateFile in a
  // directory that does not exist fails in some clients (Neovim 0.7).
  if (Chosen)
    if (std::error_code EC = llvm::sys::fs::create_directories(
            llvm::sys::path::parent_path(Header)))
      logLine("hipport lsp: cannot create the directory of " + Header + ": " +
              EC.message());
  LineIndex Lines(Doc.Text);
  std::string HeaderUri = uriFromPath(Header);
  // A header hipport wrote for an older release is replaced; a new one is
  // created empty, then filled. The text replaces everything up to a line
  // past the end (the old text's, should the client hold it open), which
  // clients clamp to the end; Neovim then drops the empty last line it
  // would otherwise keep after the header's final line break.
  llvm::json::Object Create{{"kind", "create"}, {"uri", HeaderUri}};
  if (Exists)
    Create["options"] = llvm::json::Object{{"overwrite", true}};
  llvm::json::Array Changes;
  Changes.push_back(llvm::json::Object{
      {"textDocument",
       llvm::json::Object{{"uri", Uri.str()}, {"version", Doc.Version}}},
      {"edits", llvm::json::Array{textEditJson(Lines, 0, Doc.Text.size(),
                                               Conversion.Converted)}}});
  Changes.push_back(std::move(Create));
  Changes.push_back(llvm::json::Object{
      {"textDocument",
       llvm::json::Object{{"uri", HeaderUri}, {"version", nullptr}}},
      {"edits", llvm::json::Array{llvm::json::Object{
                    {"range", rangeJson({0, 0}, {OldLines + 1, 0})},
                    {"newText", Conversion.CompatHeader}}}}});
  return llvm::json::Object{{"documentChanges", std::move(Changes)}};
}

llvm::Expected<llvm::json::Value> Server::convertCommand(llvm::StringRef Uri) {
  Document Doc;
  auto Conversion = conversionToApply(Uri, Doc);
  if (!Conversion)
    return Conversion.takeError();
  // The current text is what the edit replaces, as for codeAction/resolve.
  if (Conversion->changes())
    sendRequest(
        "workspace/applyEdit",
        llvm::json::Object{
            {"label", "Convert this file to HIP"},
            {"edit", conversionEdit(Uri, Doc, *Conversion, /*Chosen=*/true)}});
  else
    showMessage(InfoMessage, "hipport: nothing to convert in " +
                                 llvm::sys::path::filename(Doc.Path));
  return nullptr;
}

void Server::showMessage(int Type, const llvm::Twine &Text) {
  Channel.send(llvm::json::Object{
      {"jsonrpc", "2.0"},
      {"method", "window/showMessage"},
      {"params", llvm::json::Object{{"type", Type}, {"message", Text.str()}}}});
}

void Server::showMessageOnce(int Type, const llvm::Twine &Text) {
  {
    std::lock_guard<std::mutex> Guard(ShownLock);
    if (!Shown.insert(Text.str()).second)
      return;
  }
  showMessage(Type, Text);
}

void Server::configurationError(const llvm::Twine &Text) {
  logLine("hipport lsp: error: " + Text);
  AfterInitialize.emplace_back(ErrorMessage, ("hipport: error: " + Text).str());
}

void Server::sendRequest(llvm::StringRef Method, llvm::json::Value Params) {
  Channel.send(
      llvm::json::Object{{"jsonrpc", "2.0"},
                         {"id", "hipport-" + std::to_string(++RequestsSent)},
                         {"method", Method},
                         {"params", std::move(Params)}});
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
