//===- Transport.cpp ------------------------------------------------------===//
#include "Lsp/Transport.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <unistd.h>

using namespace hipport;
using namespace hipport::lsp;

/// Header lines are short ("Content-Length: 123"); a longer one is not a
/// header, and is not buffered whole.
static constexpr size_t MaxHeaderLine = 4096;

Transport Transport::standardStreams() {
  std::fflush(stdout);
  int Protocol = ::dup(STDOUT_FILENO);
  std::FILE *Out = Protocol >= 0 ? ::fdopen(Protocol, "wb") : nullptr;
  if (!Out)
    return Transport(stdin, stdout);
  ::dup2(STDERR_FILENO, STDOUT_FILENO);
  return Transport(stdin, Out);
}

/// The header a message starts with, which resynchronisation looks for.
static constexpr llvm::StringLiteral LengthHeader = "Content-Length:";

int Transport::next() {
  if (!Pending.empty()) {
    unsigned char C = Pending.front();
    Pending.erase(0, 1);
    return C;
  }
  return std::getc(In);
}

bool Transport::readLine(std::string &Line, bool &TooLong) {
  Line.clear();
  TooLong = false;
  int C;
  while ((C = next()) != EOF) {
    if (C == '\n') {
      if (!Line.empty() && Line.back() == '\r')
        Line.pop_back();
      return true;
    }
    Line.push_back(static_cast<char>(C));
    // A line this long is not a header; its end is kept, where the header
    // of the next message may be (a body read as headers).
    if (Line.size() > 2 * MaxHeaderLine) {
      Line.erase(0, MaxHeaderLine);
      TooLong = true;
    }
  }
  return false;
}

/// Where a Content-Length header starts inside Line, after other bytes:
/// the end of a message that was framed wrongly, then the next one.
static std::optional<size_t> embeddedLengthHeader(llvm::StringRef Line) {
  size_t At = Line.find_insensitive(LengthHeader, 1);
  if (At == llvm::StringRef::npos)
    return std::nullopt;
  return At;
}

IncomingMessage Transport::read() {
  IncomingMessage Result;
  std::optional<size_t> Length;
  std::string Problem;
  std::string Line;
  bool TooLong = false;
  // The header block: lines up to an empty one.
  while (true) {
    if (!readLine(Line, TooLong))
      return Result; // End, possibly inside a header block.
    if (Line.empty() && !TooLong)
      break;
    if (std::optional<size_t> At = embeddedLengthHeader(Line)) {
      // What came before belongs to a message framed wrongly: the header
      // block starts here.
      Result.Skipped = std::to_string(*At) + " byte(s) before a " +
                       LengthHeader.str() + " header";
      Line.erase(0, *At);
      TooLong = false;
      Problem.clear();
      Length.reset();
    }
    llvm::StringRef Header(Line);
    auto [Name, Value] = Header.split(':');
    if (TooLong || !Header.contains(':')) {
      Problem = "not a header line";
      continue;
    }
    if (Name.trim().equals_insensitive("Content-Length")) {
      unsigned long long N;
      if (Value.trim().getAsInteger(10, N))
        Problem =
            "Content-Length is not a number: '" + Value.trim().str() + "'";
      else
        Length = N;
    }
  }
  if (!Problem.empty() || !Length) {
    Result.Status = IncomingMessage::BadHeader;
    Result.Problem = Problem.empty() ? "no Content-Length header" : Problem;
    return Result;
  }
  if (*Length > MaxMessageBytes) {
    // Skip the body, so that the next message can still be read.
    size_t Left = *Length;
    size_t FromPending = std::min(Left, Pending.size());
    Pending.erase(0, FromPending);
    Left -= FromPending;
    char Buffer[65536];
    while (Left > 0) {
      size_t Got = std::fread(Buffer, 1, std::min(Left, sizeof(Buffer)), In);
      if (Got == 0)
        return Result;
      Left -= Got;
    }
    Result.Status = IncomingMessage::Oversized;
    Result.Problem = "message of " + std::to_string(*Length) +
                     " bytes is over the limit of " +
                     std::to_string(MaxMessageBytes);
    return Result;
  }
  // The body, watched for the header of the next message: outside a JSON
  // string "Content-Length:" is no JSON, so the body announced more bytes
  // than it has and the next message starts there. Stopping at once (not
  // reading on to the announced length) also keeps the server from waiting
  // for bytes a client that awaits an answer never sends.
  std::string Body;
  Body.reserve(*Length);
  bool InString = false, Escaped = false;
  while (Body.size() < *Length) {
    int C = next();
    if (C == EOF)
      return Result;
    Body.push_back(static_cast<char>(C));
    if (InString) {
      if (Escaped)
        Escaped = false;
      else if (C == '\\')
        Escaped = true;
      else if (C == '"')
        InString = false;
      continue;
    }
    if (C == '"') {
      InString = true;
    } else if (C == ':' && Body.size() >= LengthHeader.size() &&
               llvm::StringRef(Body)
                   .take_back(LengthHeader.size())
                   .equals_insensitive(LengthHeader)) {
      size_t Got = Body.size() - LengthHeader.size();
      Pending.insert(0, Body, Got, LengthHeader.size());
      Result.Status = IncomingMessage::ShortBody;
      Result.Problem = "the message announced " + std::to_string(*Length) +
                       " bytes (Content-Length) but the next message's " +
                       "header follows after " + std::to_string(Got);
      return Result;
    }
  }
  auto Parsed = llvm::json::parse(Body);
  if (!Parsed) {
    Result.Status = IncomingMessage::BadJson;
    Result.Problem = llvm::toString(Parsed.takeError());
    return Result;
  }
  Result.Status = IncomingMessage::Message;
  Result.Value = std::move(*Parsed);
  return Result;
}

void Transport::send(const llvm::json::Value &Message) {
  std::string Body;
  llvm::raw_string_ostream OS(Body);
  OS << Message;
  OS.flush();
  std::lock_guard<std::mutex> Guard(WriteLock);
  std::fprintf(Out, "Content-Length: %zu\r\n\r\n", Body.size());
  std::fwrite(Body.data(), 1, Body.size(), Out);
  std::fflush(Out);
}
