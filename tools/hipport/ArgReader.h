//===- ArgReader.h - A small, strict command-line reader --------*- C++ -*-===//
//
// hipport parses its own options rather than through llvm::cl, whose global
// registry would also accept (and list in --help) hundreds of LLVM-internal
// flags. Unknown options are errors, reported with exit code 2.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_TOOLS_ARGREADER_H
#define HIPPORT_TOOLS_ARGREADER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace hipport {

class ArgReader {
public:
  explicit ArgReader(llvm::ArrayRef<std::string> Args) : Args(Args) {}

  bool done() const { return Pos >= Args.size(); }
  llvm::StringRef peek() const { return Args[Pos]; }
  std::string next() { return Args[Pos++]; }

  /// Matches `--name=value`, `--name value` (and for a one-letter Short,
  /// `-o value` / `-ovalue`). Sets Error when the value is missing.
  std::optional<std::string> value(llvm::StringRef Long,
                                   llvm::StringRef Short = {});
  /// Matches a flag without a value.
  bool flag(llvm::StringRef Long);
  /// The last branch of an option loop: takes the next argument as an input
  /// path, or returns the error (a missing value, an unknown option).
  std::optional<std::string> input(std::vector<std::string> &Inputs);

  std::string Error;

private:
  llvm::ArrayRef<std::string> Args;
  size_t Pos = 0;
};

} // namespace hipport

#endif
