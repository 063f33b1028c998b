//===- CMakeLexer.h - Command invocations of a CMake file -------*- C++ -*-===//
//
// CMake's language is a list of command invocations, `name(arg arg ...)`,
// with comments (`# ...`, `#[[ ... ]]`), quoted arguments ("...", escapes and
// backslash-newline continuations), bracket arguments ([=[ ... ]=]) and
// unquoted ones (which may hold ${VAR}, $<genex> and nested parentheses).
// The build-file scanner needs exactly this, with the offset of every token
// so that it can rewrite one argument without touching anything else.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_BUILDFILES_CMAKELEXER_H
#define HIPPORT_BUILDFILES_CMAKELEXER_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace hipport {

struct CMakeArgument {
  enum Kind { Unquoted, Quoted, Bracket };
  Kind K = Unquoted;
  /// The whole token in the file, quotes and brackets included.
  unsigned Offset = 0;
  unsigned Length = 0;
  /// The text between the quotes or brackets (for Unquoted, the token).
  /// Escapes are kept as written: the scanner matches names, not values.
  std::string Value;
  /// Unquoted "(" and ")" inside an argument list, as in `if((A) OR B)`.
  bool isParen() const {
    return K == Unquoted && (Value == "(" || Value == ")");
  }
};

struct CMakeCommand {
  /// As written; CMake command names are case-insensitive, see lowerName().
  std::string Name;
  unsigned Offset = 0;    ///< Of the name.
  unsigned EndOffset = 0; ///< Just past the closing parenthesis.
  std::vector<CMakeArgument> Args;

  std::string lowerName() const;
};

struct CMakeParse {
  std::vector<CMakeCommand> Commands;
  /// Set when the file is malformed; Commands holds what came before.
  std::optional<std::string> Error;
  unsigned ErrorOffset = 0;
};

CMakeParse lexCMake(llvm::StringRef Text);

} // namespace hipport

#endif
