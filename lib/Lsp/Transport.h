//===- Transport.h - JSON-RPC messages with Content-Length framing -*- C++
//-*-===//
//
// The base protocol of LSP: each message is a header block ("Content-Length:
// N", CRLF-terminated lines, an empty line) and N bytes of JSON. Reading is
// defensive: a header block without a valid length, a body over the size
// limit or a body that is not JSON is reported as such, so that the server
// answers with an error instead of hanging or crashing; the end of input,
// even in the middle of a message, ends the stream. After a message framed
// wrongly the reader resynchronises on the next "Content-Length:" header:
// one that follows a body shorter than announced (outside any JSON string)
// ends that body, and one in the middle of a header line starts a new
// header block.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_LSP_TRANSPORT_H
#define HIPPORT_LSP_TRANSPORT_H

#include "llvm/Support/JSON.h"
#include <cstdio>
#include <mutex>
#include <string>

namespace hipport {
namespace lsp {

struct IncomingMessage {
  enum Kind {
    /// Value holds the parsed JSON.
    Message,
    /// The header block had no usable Content-Length (Problem says why).
    BadHeader,
    /// Content-Length over the limit; the body was skipped.
    Oversized,
    /// The body is not JSON (Problem is the parser's message).
    BadJson,
    /// The body is shorter than its Content-Length: a header of the next
    /// message follows it (Problem says where). Reading resumes there.
    ShortBody,
    /// Input ended (possibly inside a message).
    End
  };
  Kind Status = End;
  llvm::json::Value Value = nullptr;
  std::string Problem;
  /// Bytes that were skipped to find this message's header (the rest of a
  /// message that was framed wrongly), described; empty when none were.
  std::string Skipped;
};

class Transport {
public:
  /// Messages larger than this are refused (64 MiB).
  static constexpr size_t DefaultMaxMessageBytes = 64u << 20;

  Transport(std::FILE *In, std::FILE *Out,
            size_t MaxMessageBytes = DefaultMaxMessageBytes)
      : In(In), Out(Out), MaxMessageBytes(MaxMessageBytes) {}

  /// The process's standard input and output; anything else that writes to
  /// file descriptor 1 afterwards (a library printing to stdout) goes to
  /// standard error instead, so that it cannot corrupt the protocol stream.
  static Transport standardStreams();

  IncomingMessage read();
  /// Frames and writes one message; safe to call from several threads.
  void send(const llvm::json::Value &Message);

private:
  std::FILE *In;
  std::FILE *Out;
  size_t MaxMessageBytes;
  std::mutex WriteLock;
  /// Bytes read but not consumed yet (a header found inside a body).
  std::string Pending;

  /// The next byte, from Pending or In; EOF at the end of input.
  int next();
  /// One header line without its line end; false at the end of input.
  bool readLine(std::string &Line, bool &TooLong);
};

} // namespace lsp
} // namespace hipport

#endif
