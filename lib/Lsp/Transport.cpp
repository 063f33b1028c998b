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

bool Transport::readLine(std::string &Line, bool &TooLong) {
  Line.clear();
  TooLong = false;
  int C;
  while ((C = std::fgetc(In)) != EOF) {
    if (C == '\n') {
      if (!Line.empty() && Line.back() == '\r')
        Line.pop_back();
      return true;
    }
    if (Line.size() < MaxHeaderLine)
      Line.push_back(static_cast<char>(C));
    else
      TooLong = true;
  }
  return false;
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
    char Buffer[65536];
    for (size_t Left = *Length; Left > 0;) {
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
  std::string Body(*Length, '\0');
  if (std::fread(Body.data(), 1, Body.size(), In) != Body.size())
    return Result;
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
