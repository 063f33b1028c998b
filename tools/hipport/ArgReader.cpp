//===- ArgReader.cpp ------------------------------------------------------===//
#include "ArgReader.h"

using namespace hipport;

std::optional<std::string> ArgReader::value(llvm::StringRef Long,
                                            llvm::StringRef Short) {
  if (done())
    return std::nullopt;
  llvm::StringRef Arg = Args[Pos];
  llvm::StringRef Inline;
  bool Matched = false;
  if (Arg == Long || (!Short.empty() && Arg == Short)) {
    Matched = true;
  } else if (Arg.starts_with(Long) && Arg.size() > Long.size() &&
             Arg[Long.size()] == '=') {
    Inline = Arg.drop_front(Long.size() + 1);
    ++Pos;
    return Inline.str();
  } else if (!Short.empty() && Arg.starts_with(Short) &&
             Arg.size() > Short.size()) {
    ++Pos;
    return Arg.drop_front(Short.size()).str();
  }
  if (!Matched)
    return std::nullopt;
  if (Pos + 1 >= Args.size()) {
    Error = "option '" + Arg.str() + "' needs a value";
    ++Pos;
    return std::nullopt;
  }
  Pos += 2;
  return Args[Pos - 1];
}

bool ArgReader::flag(llvm::StringRef Long) {
  if (done() || Args[Pos] != Long)
    return false;
  ++Pos;
  return true;
}

std::optional<std::string> ArgReader::input(std::vector<std::string> &Inputs) {
  if (!Error.empty())
    return Error;
  // "-" alone is a path (standard input or output), not an option.
  if (peek().starts_with("-") && peek() != "-")
    return "unknown option '" + peek().str() + "'";
  Inputs.push_back(next());
  return std::nullopt;
}
